import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoQuery } from '@site/contracts/api/common';
import { QuestionnaireReport, type ReportQuestion } from '@site/contracts/api/questionnaire';
import { ok } from '../../lib/envelope.js';
import { replies } from '../../lib/schemas.js';

interface OptionRow {
  question_id: string;
  question_title: string;
  question_type: ReportQuestion['type'];
  label: string;
  count: number;
  /** Answers to the whole question. */
  total: number;
  /** count / total, rounded to 4 places (0.1234 = 12.34 %). */
  ratio: number;
}

/** The player survey, aggregated (the public questionnaire-report page). */
const questionnaireRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/questionnaire/report',
    {
      schema: { querystring: NoQuery, response: replies(QuestionnaireReport) },
    },
    async () => {
      const [options, summary] = await Promise.all([
        // Counted and shared out in SQL; every option appears, with 0 when nobody picked it, in the survey's order.
        fastify.db.query<OptionRow>(
          `SELECT q.id AS question_id, q.title AS question_title, q.type AS question_type, o.label,
                  count(a.respondent_id)::int AS count,
                  (sum(count(a.respondent_id)) OVER (PARTITION BY q.id))::int AS total,
                  coalesce(round(count(a.respondent_id)::numeric
                    / nullif(sum(count(a.respondent_id)) OVER (PARTITION BY q.id), 0), 4), 0)::float8 AS ratio
             FROM survey_questions q
             JOIN survey_options o ON o.question_id = q.id
             LEFT JOIN survey_answers a ON a.option_id = o.id
            GROUP BY q.id, q.position, q.title, q.type, o.id, o.position, o.label
            ORDER BY q.position, o.position`,
        ),
        fastify.db.query<{ respondents: number; collected_from: Date | null; collected_to: Date | null }>(
          `SELECT count(*)::int AS respondents, min(submitted_at) AS collected_from, max(submitted_at) AS collected_to
             FROM survey_respondents`,
        ),
      ]);
      const questions = new Map<string, ReportQuestion>();
      for (const row of options) {
        let question = questions.get(row.question_id);
        if (!question) {
          question = {
            id: row.question_id,
            title: row.question_title,
            type: row.question_type,
            total: row.total,
            options: [],
          };
          questions.set(row.question_id, question);
        }
        question.options.push({ label: row.label, count: row.count, ratio: row.ratio });
      }
      const s = summary[0];
      return ok({
        questions: [...questions.values()],
        respondents: s?.respondents ?? 0,
        collectedFrom: s?.collected_from?.toISOString() ?? null,
        collectedTo: s?.collected_to?.toISOString() ?? null,
      });
    },
  );
};

export default questionnaireRoutes;
