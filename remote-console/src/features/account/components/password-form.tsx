import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { type FieldErrorText, bodyFieldErrors } from '../../../lib/field-errors';
import { type ErrorsOf, useFieldErrors } from '../../../lib/use-field-errors';
import { useChangePassword } from '../api/post-password';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirm: '' };
const problem = (key: string): FieldErrorText => ({ keys: [key], params: {} });

export function checkPasswords(values: PasswordValues): ErrorsOf<PasswordValues, FieldErrorText> {
  const errors: ErrorsOf<PasswordValues, FieldErrorText> = {};
  if (!values.oldPassword) errors.oldPassword = problem('user.password.old.required');
  if (!values.newPassword) errors.newPassword = problem('user.password.new.required');
  else if (values.confirm !== values.newPassword) errors.confirm = problem('user.password.mismatch');
  return errors;
}

const FIELDS = [
  { name: 'oldPassword', label: 'user.password.old', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'user.password.new', autoComplete: 'new-password' },
  { name: 'confirm', label: 'user.password.confirm', autoComplete: 'new-password' },
] as const;

/** Changing the password (POST /api/user/password): the old one, the new one twice. */
export function PasswordForm() {
  const { t } = useConsoleT();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const fieldErrors = useFieldErrors(checkPasswords);
  // A failure that is no field's (no network, too many tries).
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const change = useChangePassword();
  const edit = (patch: Partial<PasswordValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    fieldErrors.revise(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!fieldErrors.check(values)) return;
    setBusy(true);
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      notify('success', t('user.password.done'));
      setValues(EMPTY);
    } catch (error) {
      const refused = bodyFieldErrors(error, ['oldPassword', 'newPassword'] as const);
      if (refused.oldPassword || refused.newPassword) fieldErrors.refuse(refused, values);
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <chakra.form
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-labelledby="password-form-title"
    >
      <Heading as="h2" id="password-form-title" fontSize="md" mb="4">
        {t('user.password')}
      </Heading>
      <Stack gap="4" maxW="360px">
        {FIELDS.map(({ name, label, autoComplete }) => {
          const error = fieldErrors.errors[name];
          return (
            <Field.Root key={name} invalid={Boolean(error)}>
              <Field.Label>{t(label)}</Field.Label>
              <Input
                size="sm"
                type="password"
                name={name}
                autoComplete={autoComplete}
                value={values[name]}
                onChange={(event) => edit({ [name]: event.target.value })}
              />
              <Field.ErrorText>{error ? t(error.keys, error.params) : ''}</Field.ErrorText>
            </Field.Root>
          );
        })}
        <Text role="alert" color="fg.error" fontSize="sm" minH="0">
          {failure}
        </Text>
        <Button type="submit" colorPalette="brand" size="sm" alignSelf="flex-start" loading={busy}>
          {t('user.password')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
