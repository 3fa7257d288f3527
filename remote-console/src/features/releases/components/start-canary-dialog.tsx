import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import { MAX_CANARY_SHARE, MIN_CANARY_SHARE } from '@site/contracts/api/canary';
import { type FormEvent, useState } from 'react';
import { DialogForm, DialogFrame } from '../../../components/dialog-frame';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { bodyFieldErrors } from '../../../lib/field-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useStoredVersions } from '../api/get-stored-versions';
import { useStartCanary } from '../api/post-canary-start';

const DEFAULT_SHARE = '10';

interface CanaryValues {
  version: string;
  share: string;
}

/** The share as typed, if it is a whole number the server takes. */
export function parseShare(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const share = Number(text.trim());
  return share >= MIN_CANARY_SHARE && share <= MAX_CANARY_SHARE ? share : null;
}

/**
 * Starting a canary of one remote: a stored version that is not live, and the share of visitors who get it. The
 * dialog says what happens (which version, for how many, and what the others keep) before the admin confirms.
 */
export function StartCanaryDialog({
  name,
  open,
  onClose,
}: {
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useConsoleT();
  const stored = useStoredVersions(name);
  const start = useStartCanary(name);
  const candidates = (stored.data ?? []).filter((item) => !item.live).map((item) => item.version);
  // The store says which version is live for everyone; /remotes.json answers this browser's own, maybe a canary.
  const live = stored.data?.find((item) => item.live)?.version ?? null;
  const [chosen, setChosen] = useState('');
  const [shareText, setShareText] = useState(DEFAULT_SHARE);
  const range = { min: MIN_CANARY_SHARE, max: MAX_CANARY_SHARE };
  const fieldErrors = useFieldErrors<CanaryValues, string>((values) => ({
    version: values.version ? undefined : t('validation.required'),
    share: parseShare(values.share) === null ? t('canary.shareRange', range) : undefined,
  }));
  // A failure that is no field's.
  const [failure, setFailure] = useState<string>();
  const errors = { ...fieldErrors.errors, form: failure };
  const version = chosen || candidates[0] || '';
  const share = parseShare(shareText);
  const values: CanaryValues = { version, share: shareText };
  const edit = (patch: Partial<CanaryValues>) => {
    if (patch.version !== undefined) setChosen(patch.version);
    if (patch.share !== undefined) setShareText(patch.share);
    fieldErrors.revise({ ...values, ...patch });
  };

  const close = () => {
    setChosen('');
    setShareText(DEFAULT_SHARE);
    fieldErrors.clear();
    setFailure(undefined);
    start.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!fieldErrors.check(values) || share === null) return;
    try {
      const canary = await start.mutateAsync({ version, share });
      notify('success', t('canary.started', { name, version: canary.version, share: canary.share }));
      close();
    } catch (error) {
      const onFields = bodyFieldErrors(error, ['version', 'share'] as const);
      const text = (field?: { keys: string[]; params: Record<string, string | number> }) =>
        field ? t(field.keys, field.params) : undefined;
      const refused = { version: text(onFields.version), share: text(onFields.share) };
      if (refused.version || refused.share) fieldErrors.refuse(refused, values);
      else setFailure((error as Error).message);
    }
  };

  return (
    <DialogFrame open={open} title={t('canary.startFor', { name })} onClose={close}>
      <DialogForm
        onSubmit={(event) => void submit(event)}
        onCancel={close}
        submitLabel={t('canary.start')}
        submitting={start.isPending}
        submitDisabled={candidates.length === 0}
        error={errors.form}
      >
        {stored.isPending ? (
          <Skeleton h="8" />
        ) : stored.error ? (
          <Text role="alert" color="red.fg" fontSize="sm">
            {t('common.error', { message: stored.error.message })}
          </Text>
        ) : candidates.length === 0 ? (
          <Text fontSize="sm">{t('canary.noCandidates', { name })}</Text>
        ) : (
          <>
            <Field.Root required invalid={Boolean(errors.version)}>
              <Field.Label>
                {t('canary.version')}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={version}
                  fontFamily="mono"
                  onChange={(event) => edit({ version: event.target.value })}
                >
                  {candidates.map((candidate) => (
                    <option key={candidate} value={candidate}>
                      {candidate}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.version ? (
                <Field.ErrorText>{errors.version}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('canary.versionHelp')}</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.share)}>
              <Field.Label>
                {t('canary.share')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                size="sm"
                type="number"
                inputMode="numeric"
                min={MIN_CANARY_SHARE}
                max={MAX_CANARY_SHARE}
                step={1}
                w="32"
                value={shareText}
                onChange={(event) => edit({ share: event.target.value })}
              />
              {errors.share ? (
                <Field.ErrorText>{errors.share}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('canary.shareHelp', range)}</Field.HelperText>
              )}
            </Field.Root>
            {share !== null && (
              <Text fontSize="sm" aria-live="polite" data-testid="canary-summary">
                {t('canary.summary', { version, share, live: live ?? t('canary.noBase') })}
              </Text>
            )}
          </>
        )}
      </DialogForm>
    </DialogFrame>
  );
}
