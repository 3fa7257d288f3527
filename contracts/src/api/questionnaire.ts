import { type Static, Type } from 'typebox';
import { DateTime, nullable, stringEnum } from './common.js';

export const ReportOption = Type.Object({
  label: Type.String(),
  count: Type.Integer(),
  /** count / the question's total, rounded to 4 places (0.1234 = 12.34 %). */
  ratio: Type.Number(),
});
export type ReportOption = Static<typeof ReportOption>;

/** A question with every option, in survey order; a rating's options are the scores "1" to "5". */
export const ReportQuestion = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: stringEnum(['single', 'rating']),
  /** Answers to this question (respondents may skip single-choice questions). */
  total: Type.Integer(),
  options: Type.Array(ReportOption),
});
export type ReportQuestion = Static<typeof ReportQuestion>;

/** GET /api/questionnaire/report: the player survey, aggregated. */
export const QuestionnaireReport = Type.Object({
  questions: Type.Array(ReportQuestion),
  respondents: Type.Integer(),
  /** Null without respondents. */
  collectedFrom: nullable(DateTime),
  collectedTo: nullable(DateTime),
});
export type QuestionnaireReport = Static<typeof QuestionnaireReport>;
