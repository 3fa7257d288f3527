import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireReport } from '@site/contracts/api/questionnaire';

/** GET /api/questionnaire/report: the player survey, counted per option. */
export function getQuestionnaireReport(signal?: AbortSignal): Promise<QuestionnaireReport> {
  return apiRequest<QuestionnaireReport>('/api/questionnaire/report', { signal });
}

export function questionnaireReportQueryOptions() {
  return queryOptions({
    queryKey: ['player', 'questionnaire-report'],
    queryFn: ({ signal }) => getQuestionnaireReport(signal),
  });
}

export function useQuestionnaireReport() {
  return useQuery(questionnaireReportQueryOptions());
}
