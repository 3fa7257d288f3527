import type { AdminNotice } from '@site/contracts/api/notices';
import { Box } from '@chakra-ui/react/box';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../../components/page-header';
import { useConsoleT } from '../../../../i18n/texts';
import { type FieldErrorText, bodyFieldErrors } from '../../../../lib/field-errors';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { useCreateNotice } from '../../api/post-notice';
import { ContentStep } from './content-step';
import { ReviewStep } from './review-step';
import { ResultStep } from './result-step';
import { ScheduleStep, publicationInputId } from './schedule-step';
import {
  type DraftField,
  EMPTY_DRAFT,
  type FieldError,
  type FieldErrors,
  type FormStep,
  type StepDraft,
  type StepKey,
  firstFieldWithError,
  firstStepWithError,
  toNoticeInput,
  validateStep,
} from './step-form-model';
import { StepIndicator } from './step-indicator';
import { STEP_HEADING_ID } from './step-shell';

/** The fields of POST /api/notices the steps ask for. */
const SERVER_FIELDS = ['title', 'body', 'category', 'publishAt', 'status'] as const;
type ServerField = (typeof SERVER_FIELDS)[number];

/** Every step's checks: an error shown on any field goes once that field is right. */
const checkAllSteps = (draft: StepDraft) => validateStep('review', draft);

/** The element that takes the focus for a field: its control, or the chosen radio button of a choice. */
function controlId(field: DraftField, draft: StepDraft): string {
  return field === 'publication' ? publicationInputId(draft.publication) : `step-form-${field}`;
}

/**
 * A new announcement in steps (content, publication, review), created with POST /api/notices, then its result. The
 * draft lives here, above the steps, so going back and forth loses nothing; each step checks its own fields before
 * the next, and a field the server refuses sends the form back to its step with the message on the field.
 */
export default function StepFormPage() {
  const { t } = useConsoleT();
  const [step, setStep] = useState<StepKey>('content');
  const [draft, setDraft] = useState<StepDraft>(EMPTY_DRAFT);
  const fieldErrors = useFieldErrors<StepDraft, FieldError>(checkAllSteps);
  const { errors } = fieldErrors;
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<AdminNotice | null>(null);
  const create = useCreateNotice();
  // Where the focus goes once the next render is on screen: the new step's heading, or the first field in error. An
  // object, so that asking for the same element again moves the focus again.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const focus = (id: string) => setFocusTarget({ id });

  const goTo = (next: StepKey) => {
    fieldErrors.clear();
    setStep(next);
    focus(STEP_HEADING_ID);
  };

  const showErrors = (found: FieldErrors, at: FormStep, refused = false) => {
    if (refused) fieldErrors.refuse(found, draft);
    else fieldErrors.show(found);
    const field = firstFieldWithError(at, found);
    if (at !== step) setStep(at);
    focus(field ? controlId(field, draft) : STEP_HEADING_ID);
  };

  const change = (patch: Partial<StepDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    fieldErrors.revise(next);
  };

  const advance = (from: FormStep, to: StepKey) => {
    const found = validateStep(from, draft);
    if (Object.keys(found).length > 0) return showErrors(found, from);
    goTo(to);
  };

  const submit = async () => {
    const found = validateStep('review', draft);
    const wrong = firstStepWithError(found);
    if (wrong) return showErrors(found, wrong);
    setFailure(null);
    try {
      const notice = await create.mutateAsync(toNoticeInput(draft));
      setCreated(notice);
      goTo('result');
    } catch (error) {
      // The server's refusals come with their fields; status is the publication step's choice.
      const refused = bodyFieldErrors(error, SERVER_FIELDS);
      const found: FieldErrors = {};
      for (const [field, text] of Object.entries(refused) as [ServerField, FieldErrorText][]) {
        found[field === 'status' ? 'publication' : field] = { key: text.keys, values: text.params };
      }
      const wrong = firstStepWithError(found);
      if (!wrong) {
        setFailure((error as Error).message);
        focus('step-form-failure');
        return;
      }
      showErrors(found, wrong, true);
    }
  };

  const again = () => {
    setDraft(EMPTY_DRAFT);
    fieldErrors.clear();
    setFailure(null);
    setCreated(null);
    goTo('content');
  };

  const props = { draft, errors, onChange: change };
  return (
    <Box
      bg="bg.panel"
      rounded="md"
      p={{ base: '4', md: '5' }}
      // What takes the focus is scrolled clear of the fixed navbar and tab bar.
      css={{ '& :is(input, textarea, select, h2)': { scrollMarginTop: '120px' } }}
    >
      <PageHeader title={t('stepForm.title')} />
      <StepIndicator current={step} />
      <Box maxW="880px">
        {step === 'content' && <ContentStep {...props} onNext={() => advance('content', 'schedule')} />}
        {step === 'schedule' && (
          <ScheduleStep
            {...props}
            onNext={() => advance('schedule', 'review')}
            onBack={() => goTo('content')}
          />
        )}
        {step === 'review' && (
          <ReviewStep
            draft={draft}
            busy={create.isPending}
            failure={failure}
            onEdit={goTo}
            onBack={() => goTo('schedule')}
            onSubmit={() => void submit()}
          />
        )}
        {step === 'result' && created && <ResultStep notice={created} onAgain={again} />}
      </Box>
    </Box>
  );
}
