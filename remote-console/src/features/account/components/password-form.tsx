import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { bodyFieldErrors } from '../../../lib/field-errors';
import { useChangePassword } from '../api/post-password';

/** Changing the password (POST /api/user/password): the old one, the new one twice. */
export function PasswordForm() {
  const { t } = useConsoleT();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const change = useChangePassword();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!oldPassword || !newPassword) return setError(t('user.password.required'));
    if (newPassword !== confirm) return setError(t('user.password.mismatch'));
    setBusy(true);
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      notify('success', t('user.password.done'));
      setOld('');
      setNew('');
      setConfirm('');
    } catch (failure) {
      const onFields = bodyFieldErrors(failure, ['oldPassword', 'newPassword'] as const);
      const refused = onFields.newPassword ?? onFields.oldPassword;
      setError(refused ? t(refused.keys, refused.params) : (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="form" onSubmit={(event: FormEvent) => void submit(event)} aria-labelledby="password-form-title">
      <Heading as="h2" id="password-form-title" fontSize="md" mb="4">
        {t('user.password')}
      </Heading>
      <Stack gap="4" maxW="360px">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t('user.password.old')}</Field.Label>
          <Input
            size="sm"
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOld(e.target.value)}
          />
        </Field.Root>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t('user.password.new')}</Field.Label>
          <Input
            size="sm"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
          />
        </Field.Root>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t('user.password.confirm')}</Field.Label>
          <Input
            size="sm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="sm" alignSelf="flex-start" loading={busy}>
          {t('user.password')}
        </Button>
      </Stack>
    </Box>
  );
}
