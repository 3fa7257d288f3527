import { apiRequest } from '@site/shared/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface ReportOption {
  label: string;
  count: number;
  /** count / total, 0..1. */
  ratio: number;
}

export interface ReportQuestion {
  id: string;
  title: string;
  type: 'single' | 'rating';
  total: number;
  options: ReportOption[];
}

export interface QuestionnaireReport {
  questions: ReportQuestion[];
  respondents: number;
  collectedFrom: string | null;
  collectedTo: string | null;
}

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
