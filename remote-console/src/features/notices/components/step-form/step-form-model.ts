import {
  NOTICE_BODY_MAX_LENGTH,
  NOTICE_CATEGORIES,
  NOTICE_TITLE_MAX_LENGTH,
  type NoticeCategory,
} from '@site/contracts/api/notice-fields';
import type { NoticeInput } from '@site/contracts/api/notices';
import { instantOfSiteDateTime } from '../../../../lib/site-date-fields';

/** The steps of the form, in order; the result follows the last. */
export const FORM_STEPS = ['content', 'schedule', 'review'] as const;
export type FormStep = (typeof FORM_STEPS)[number];
export type StepKey = FormStep | 'result';

/** When players see the notice: at once, at a chosen time, or not yet (a draft). */
export const PUBLICATIONS = ['now', 'schedule', 'draft'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

/** What the form holds across its steps. `publishAt` is a datetime-local value in the browser's time zone. */
export interface StepDraft {
  title: string;
  category: NoticeCategory;
  body: string;
  publication: Publication;
  publishAt: string;
}

export type DraftField = keyof StepDraft;

/** An error of one field: a text key of the console and its values. */
export interface FieldError {
  /** Several keys: the first the console has (a server refusal's most specific text first). */
  key: string | string[];
  values?: Record<string, string | number>;
}

export type FieldErrors = Partial<Record<DraftField, FieldError>>;

export const EMPTY_DRAFT: StepDraft = {
  title: '',
  category: NOTICE_CATEGORIES[0],
  body: '',
  publication: 'now',
  publishAt: '',
};

/** The fields each step asks for: an error of a field sends the form back to its step. */
export const STEP_FIELDS: Record<FormStep, readonly DraftField[]> = {
  content: ['title', 'category', 'body'],
  schedule: ['publication', 'publishAt'],
  review: [],
};

/** The server's instants end before 2101 (contracts: Instant). */
const LATEST_INSTANT = Date.UTC(2101, 0, 1);

/** Characters as the server counts them (code points): an emoji is one, not two. */
function length(text: string): number {
  return [...text].length;
}

function validateContent(draft: StepDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.title.trim()) errors.title = { key: 'form.title.required' };
  else if (length(draft.title.trim()) > NOTICE_TITLE_MAX_LENGTH)
    errors.title = { key: 'stepForm.tooLong', values: { max: NOTICE_TITLE_MAX_LENGTH } };
  if (!NOTICE_CATEGORIES.includes(draft.category)) errors.category = { key: 'stepForm.category.required' };
  if (!draft.body.trim()) errors.body = { key: 'form.body.required' };
  else if (length(draft.body) > NOTICE_BODY_MAX_LENGTH)
    errors.body = { key: 'stepForm.tooLong', values: { max: NOTICE_BODY_MAX_LENGTH } };
  return errors;
}

/** A datetime-local value (a time in the site's zone) as an instant (ms), or undefined when it names none. */
export function localTime(value: string): number | undefined {
  return instantOfSiteDateTime(value);
}

function validateSchedule(draft: StepDraft, now: number): FieldErrors {
  if (!PUBLICATIONS.includes(draft.publication))
    return { publication: { key: 'stepForm.publication.required' } };
  if (draft.publication !== 'schedule') return {};
  if (!draft.publishAt) return { publishAt: { key: 'stepForm.publishAt.required' } };
  const time = localTime(draft.publishAt);
  if (time === undefined) return { publishAt: { key: 'stepForm.publishAt.invalid' } };
  if (time <= now) return { publishAt: { key: 'stepForm.publishAt.past' } };
  if (time >= LATEST_INSTANT) return { publishAt: { key: 'stepForm.publishAt.tooLate' } };
  return {};
}

/** The errors of one step's fields ({} when it may go on). `now` decides whether a scheduled time is still ahead. */
export function validateStep(step: FormStep, draft: StepDraft, now: number = Date.now()): FieldErrors {
  if (step === 'content') return validateContent(draft);
  if (step === 'schedule') return validateSchedule(draft, now);
  return { ...validateContent(draft), ...validateSchedule(draft, now) };
}

/** The first step with an error among `errors`, in the form's order. */
export function firstStepWithError(errors: FieldErrors): FormStep | undefined {
  return FORM_STEPS.find((step) => STEP_FIELDS[step].some((field) => errors[field]));
}

/** The first field with an error, in the order the step shows them. */
export function firstFieldWithError(step: FormStep, errors: FieldErrors): DraftField | undefined {
  return STEP_FIELDS[step].find((field) => errors[field]);
}

/** The body of POST /api/notices for a valid draft. */
export function toNoticeInput(draft: StepDraft): NoticeInput {
  const base = { title: draft.title.trim(), body: draft.body, category: draft.category };
  if (draft.publication === 'draft') return { ...base, status: 'draft' };
  if (draft.publication === 'now') return { ...base, status: 'published' };
  return { ...base, status: 'published', publishAt: new Date(localTime(draft.publishAt)!).toISOString() };
}
