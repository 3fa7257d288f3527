import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { PageHeader } from '../../../components/page-header';
import { useConsoleT } from '../../../i18n/texts';
import { useUserInfo } from '../api/get-user-info';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** User settings: edit the profile (POST /api/user/profile) and change the password (POST /api/user/password). */
export default function UserSettingPage() {
  const { t } = useConsoleT();
  const query = useUserInfo();
  return (
    <Stack gap="4">
      <Box bg="bg.panel" rounded="md" p="6">
        <PageHeader title={t('menu.user.setting')} />
        {query.data && <ProfileForm key={query.data.accountId} info={query.data} />}
      </Box>
      <Box bg="bg.panel" rounded="md" p="6">
        <PasswordForm />
      </Box>
    </Stack>
  );
}
