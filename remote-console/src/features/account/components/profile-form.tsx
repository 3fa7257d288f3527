import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { type FieldErrorText, bodyFieldErrors } from '../../../lib/field-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
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
const FIELDS: readonly Editable[] = [...EDITABLE, 'introduction'];
type Values = Record<Editable, string>;

// The server checks the profile (its rules are the contract's); the form shows what it refused.
const noOwnCheck = (): Partial<Record<Editable, FieldErrorText>> => ({});

/** The user's own profile (POST /api/user/profile): only the changed fields are sent. */
export function ProfileForm({ info }: { info: UserInfo }) {
  const { t } = useConsoleT();
  const [values, setValues] = useState<Values>(() => ({
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
  const fieldErrors = useFieldErrors<Values, FieldErrorText>(noOwnCheck);
  const { errors } = fieldErrors;
  const update = useUpdateProfile();
  const edit = (field: Editable, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    fieldErrors.revise(next);
  };
  const errorOf = (field: Editable) => {
    const error = errors[field];
    return error ? t(error.keys, error.params) : '';
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed: ProfileInput = Object.fromEntries(
      (Object.keys(values) as Editable[])
        .filter((key) => values[key] !== info[key])
        .map((key) => [key, values[key]]),
    );
    if (Object.keys(changed).length === 0) return;
    setBusy(true);
    fieldErrors.clear();
    try {
      await update.mutateAsync(changed);
      notify('success', t('user.saved'));
    } catch (error) {
      const refused = bodyFieldErrors(error, FIELDS);
      const first = FIELDS.find((field) => refused[field]);
      if (first) {
        fieldErrors.refuse(refused, values);
        document.querySelector<HTMLElement>(`#profile-form [name="${first}"]`)?.focus();
      } else notify('error', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    // The server's checks speak the console's language on each field; the browser's own would not.
    <form
      id="profile-form"
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-labelledby="profile-form-title"
    >
      <Heading as="h2" id="profile-form-title" fontSize="md" mb="4">
        {t('user.edit')}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" maxW="720px">
        {EDITABLE.map((field) => (
          <Field.Root key={field} required={field === 'name'} invalid={Boolean(errors[field])}>
            <Field.Label>{t(`user.field.${field}`)}</Field.Label>
            <Input
              size="sm"
              name={field}
              type={field === 'email' ? 'email' : field === 'personalWebsite' ? 'url' : 'text'}
              value={values[field]}
              onChange={(event) => edit(field, event.target.value)}
            />
            <Field.ErrorText>{errorOf(field)}</Field.ErrorText>
          </Field.Root>
        ))}
        <Field.Root gridColumn={{ md: 'span 2' }} invalid={Boolean(errors.introduction)}>
          <Field.Label>{t('user.field.introduction')}</Field.Label>
          <Textarea
            size="sm"
            name="introduction"
            value={values.introduction}
            onChange={(event) => edit('introduction', event.target.value)}
          />
          <Field.ErrorText>{errorOf('introduction')}</Field.ErrorText>
        </Field.Root>
      </Grid>
      <Button type="submit" colorPalette="brand" size="sm" mt="4" loading={busy}>
        {t('user.save')}
      </Button>
    </form>
  );
}
