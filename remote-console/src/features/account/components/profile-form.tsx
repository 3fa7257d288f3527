import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import type { ProfileInput, UserInfo } from '@site/contracts/api/user';
import { useUpdateProfile } from '../api/post-profile';

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

/** The user's own profile (POST /api/user/profile): only the changed fields are sent. */
export function ProfileForm({ info }: { info: UserInfo }) {
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
  const update = useUpdateProfile();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed: ProfileInput = Object.fromEntries(
      (Object.keys(values) as Editable[])
        .filter((key) => values[key] !== info[key])
        .map((key) => [key, values[key]]),
    );
    if (Object.keys(changed).length === 0) return;
    setBusy(true);
    try {
      await update.mutateAsync(changed);
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
