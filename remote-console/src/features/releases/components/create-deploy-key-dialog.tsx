import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type CreatedDeployKey, MAX_KEY_NAME_LENGTH } from '@site/contracts/api/release-ops';
import { siteTimeZone } from '@site/shared/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/icons';
import { DialogForm, DialogFrame } from '../../../components/dialog-frame';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { bodyFieldErrors } from '../../../lib/field-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useCreateDeployKey } from '../api/post-deploy-key';
import { endOfSiteDay, siteToday } from '../../../lib/site-date-fields';

interface KeyValues {
  name: string;
  expiresAt: string;
}

/** The key just created and its secret: kept in this dialog only, and gone once it closes. */
function KeySecret({ created }: { created: CreatedDeployKey }) {
  const { t } = useConsoleT();
  const copyRef = useRef<HTMLButtonElement>(null);
  // The form that had the focus is gone: the focus goes where the admin acts next.
  useEffect(() => copyRef.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      notify('success', t('keys.copied'));
    } catch {
      notify('error', t('keys.copyFailed'));
    }
  };
  return (
    <Stack gap="4">
      <Flex
        gap="3"
        p="3"
        rounded="md"
        borderWidth="1px"
        borderColor="orange.muted"
        bg="orange.subtle"
        color="orange.fg"
        data-testid="deploy-key-warning"
      >
        <Icon name="alert" size={20} style={{ flexShrink: 0 }} />
        <Text fontSize="sm" fontWeight="500">
          {t('keys.secretWarning')}
        </Text>
      </Flex>
      <Field.Root>
        <Field.Label>{t('keys.secret', { key: created.key.name })}</Field.Label>
        <Input
          readOnly
          size="sm"
          fontFamily="mono"
          value={created.secret}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="deploy-key-secret"
        />
        <Field.HelperText>{t('keys.secretUse')}</Field.HelperText>
      </Field.Root>
      <Button ref={copyRef} size="sm" variant="outline" alignSelf="flex-start" onClick={() => void copy()}>
        {t('keys.copy')}
      </Button>
    </Stack>
  );
}

/**
 * Creating a deploy key for one remote: a name and an optional last day; then its secret, shown this once with a
 * copy button (the server keeps only its hash).
 */
export function CreateDeployKeyDialog({
  name: remote,
  open,
  onClose,
}: {
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useConsoleT();
  const create = useCreateDeployKey(remote);
  const [keyName, setKeyName] = useState('');
  const [until, setUntil] = useState('');
  const [created, setCreated] = useState<CreatedDeployKey | null>(null);
  const today = siteToday();
  const fieldErrors = useFieldErrors<KeyValues, string>((values) => ({
    name: values.name.trim() ? undefined : t('validation.required'),
    expiresAt: values.expiresAt && values.expiresAt < today ? t('keys.expiresPast') : undefined,
  }));
  // A failure that is no field's.
  const [failure, setFailure] = useState<string>();
  const errors = { ...fieldErrors.errors, form: failure };
  const values: KeyValues = { name: keyName, expiresAt: until };
  const edit = (patch: Partial<KeyValues>) => {
    if (patch.name !== undefined) setKeyName(patch.name);
    if (patch.expiresAt !== undefined) setUntil(patch.expiresAt);
    fieldErrors.revise({ ...values, ...patch });
  };

  const close = () => {
    // Nothing of the secret stays behind in the page once the dialog is closed.
    setCreated(null);
    setKeyName('');
    setUntil('');
    fieldErrors.clear();
    setFailure(undefined);
    create.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = keyName.trim();
    setFailure(undefined);
    if (!fieldErrors.check(values)) return;
    try {
      const answer = await create.mutateAsync({ name, expiresAt: until ? endOfSiteDay(until) : null });
      setCreated(answer);
      notify('success', t('keys.created', { key: answer.key.name }));
    } catch (error) {
      const onFields = bodyFieldErrors(error, ['name', 'expiresAt'] as const);
      const text = (field?: { keys: string[]; params: Record<string, string | number> }) =>
        field ? t(field.keys, field.params) : undefined;
      const refused = { name: text(onFields.name), expiresAt: text(onFields.expiresAt) };
      if (refused.name || refused.expiresAt) fieldErrors.refuse(refused, values);
      else setFailure((error as Error).message);
    }
  };

  return (
    <DialogFrame
      open={open}
      title={created ? t('keys.created', { key: created.key.name }) : t('keys.newFor', { name: remote })}
      onClose={close}
    >
      {created ? (
        <>
          <Dialog.Body>
            <KeySecret created={created} />
          </Dialog.Body>
          <Dialog.Footer>
            <Button size="sm" colorPalette="brand" onClick={close}>
              {t('keys.done')}
            </Button>
          </Dialog.Footer>
        </>
      ) : (
        <DialogForm
          onSubmit={(event) => void submit(event)}
          onCancel={close}
          submitLabel={t('keys.create')}
          submitting={create.isPending}
          error={errors.form}
        >
          <Field.Root required invalid={Boolean(errors.name)}>
            <Field.Label>
              {t('keys.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              size="sm"
              value={keyName}
              maxLength={MAX_KEY_NAME_LENGTH}
              autoComplete="off"
              onChange={(event) => edit({ name: event.target.value })}
            />
            {errors.name ? (
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('keys.nameHelp')}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.expiresAt)}>
            <Field.Label>{t('keys.expiresOn')}</Field.Label>
            <Input
              size="sm"
              type="date"
              min={today}
              value={until}
              onChange={(event) => edit({ expiresAt: event.target.value })}
            />
            {errors.expiresAt ? (
              <Field.ErrorText>{errors.expiresAt}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('keys.expiresHelp', { zone: siteTimeZone() })}</Field.HelperText>
            )}
          </Field.Root>
        </DialogForm>
      )}
    </DialogFrame>
  );
}
