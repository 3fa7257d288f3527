import { Avatar } from '@chakra-ui/react/avatar';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { useRole, useUserInfo } from '../api/get-user-info';
import { useSwitchRole } from '../api/post-switch-role';
import { signOut } from '../session';

/** The navbar's avatar menu: the user and role, switch roles, user centre, user settings, logout. */
export function UserMenu() {
  const { t } = useConsoleT();
  const navigate = useNavigate();
  const info = useUserInfo().data;
  const name = info?.name ?? '';
  const role = useRole();
  // Only an account that may act in another role is offered the switch (an admin may act as a user and back).
  const canSwitchRole = (info?.roles.length ?? 0) > 1;
  const switchRole = useSwitchRole();

  const onSelect = async (value: string) => {
    if (value === 'switch-role') {
      const next = info?.roles.find((other) => other !== role);
      if (!next) return;
      try {
        const now = await switchRole.mutateAsync(next);
        notify('success', t('navbar.switchRoles.done', { role: t(`role.${now.role}`) }));
      } catch (error) {
        notify('error', (error as Error).message);
      }
    } else if (value === 'user-center') void navigate('/user/info');
    else if (value === 'user-settings') void navigate('/user/setting');
    else if (value === 'logout') {
      // Leave first, so the layout does not send the user to a login that comes back here.
      await navigate('/login', { replace: true });
      await signOut();
    }
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => void onSelect(details.value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" data-testid="user-menu">
          <Avatar.Root size="xs" colorPalette="brand" bg="brand.solid" color="brand.contrast">
            <Avatar.Fallback name={name || '?'} />
          </Avatar.Root>
          {/* Named by what it shows (the initials) and what it is: a name without the initials would not be what a
              speech-control user reads on it. */}
          <chakra.span srOnly>{t('navbar.user')}</chakra.span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Box px="3" py="2">
              <Text fontSize="sm" fontWeight="600">
                {name}
              </Text>
              <Text fontSize="xs" color="fg.muted" data-testid="current-role">
                {t('navbar.role', { role: role ? t(`role.${role}`) : '-' })}
              </Text>
            </Box>
            <Menu.Separator />
            {canSwitchRole && (
              <Menu.Item value="switch-role">
                <Icon name="swap" />
                {t('navbar.switchRoles')}
              </Menu.Item>
            )}
            <Menu.Item value="user-center">
              <Icon name="user" />
              {t('navbar.userCenter')}
            </Menu.Item>
            <Menu.Item value="user-settings">
              <Icon name="settings" />
              {t('navbar.userSettings')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout">
              <Icon name="logout" />
              {t('navbar.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
