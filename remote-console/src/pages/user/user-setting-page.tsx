import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { apiRequest, appStore } from '@site/shared/core';
import { queryClient } from '@site/shared/query';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { UserInfo } from '../../api/types';
import { notify } from '../../components/toaster';
import { useConsoleT } from '../../i18n/texts';
import { userInfoAtom, userInfoQuery } from '../../state/user';

const EDITABLE = [
  'name',
  'email',
  'phone',
  'jobName',
  'organizationName',
  'locationName',
  'personalWebsite',
] as const;
type Editable = (typeof EDITABLE)[number] | 'introduction';

function ProfileForm({ info }: { info: UserInfo }) {
  const { t } = useConsoleT();
  const [values, setValues] = useState<Record<Editable, string>>(() => ({
    name: info.name,
    email: info.email,
    phone: info.phone,
    jobName: info.jobName,
    organizationName: info.organizationName,
    locationName: info.locationName,
    personalWebsite: info.personalWebsite,
    introduction: info.introduction,
  }));
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(
      (Object.keys(values) as Editable[])
        .filter((key) => values[key] !== info[key])
        .map((key) => [key, values[key]]),
    );
    if (Object.keys(changed).length === 0) return;
    setBusy(true);
    try {
      const saved = await apiRequest<UserInfo>('/api/user/profile', { body: changed });
      appStore.set(userInfoAtom, saved);
      queryClient.setQueryData(['user-info'], saved);
      notify('success', t('user.saved'));
    } catch (error) {
      notify('error', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="form" onSubmit={(event: FormEvent) => void submit(event)} aria-labelledby="profile-form-title">
      <Heading as="h2" id="profile-form-title" fontSize="md" mb="4">
        {t('user.edit')}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" maxW="720px">
        {EDITABLE.map((field) => (
          <Field.Root key={field} required={field === 'name'}>
            <Field.Label>{t(`user.field.${field}`)}</Field.Label>
            <Input
              size="sm"
              name={field}
              type={field === 'email' ? 'email' : field === 'personalWebsite' ? 'url' : 'text'}
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          </Field.Root>
        ))}
        <Field.Root gridColumn={{ md: 'span 2' }}>
          <Field.Label>{t('user.field.introduction')}</Field.Label>
          <Textarea
            size="sm"
            name="introduction"
            value={values.introduction}
            onChange={(event) => setValues({ ...values, introduction: event.target.value })}
          />
        </Field.Root>
      </Grid>
      <Button type="submit" colorPalette="brand" size="sm" mt="4" loading={busy}>
        {t('user.save')}
      </Button>
    </Box>
  );
}

function PasswordForm() {
  const { t } = useConsoleT();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!oldPassword || !newPassword) return setError(t('user.password.required'));
    if (newPassword !== confirm) return setError(t('user.password.mismatch'));
    setBusy(true);
    try {
      await apiRequest('/api/user/password', { body: { oldPassword, newPassword } });
      notify('success', t('user.password.done'));
      setOld('');
      setNew('');
      setConfirm('');
    } catch (failure) {
      setError((failure as Error).message);
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

/** User settings: edit the profile (POST /api/user/profile) and change the password (POST /api/user/password). */
export default function UserSettingPage() {
  const query = useQuery(userInfoQuery);
  return (
    <Stack gap="4">
      <Box bg="bg.panel" rounded="md" p="6">
        {query.data && <ProfileForm key={query.data.accountId} info={query.data} />}
      </Box>
      <Box bg="bg.panel" rounded="md" p="6">
        <PasswordForm />
      </Box>
    </Stack>
  );
}
