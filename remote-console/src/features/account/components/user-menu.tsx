import { Box } from '@chakra-ui/react/box';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { type Reach, useReachedTrigger } from '../../../components/on-intent';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { useRole, useUserInfo } from '../api/get-user-info';
import { useSwitchRole } from '../api/post-switch-role';
import { signOut } from '../session';
import { UserButton } from './user-button';

/**
 * The navbar's avatar menu: the user and role, switch roles, user centre, user settings, logout. Loaded when the
 * visitor reaches for its button (features/account/index.ts).
 */
export function UserMenu(reach: Reach) {
  const { t } = useConsoleT();
  const navigate = useNavigate();
  const info = useUserInfo().data;
  const name = info?.name ?? '';
  const role = useRole();
  // Only an account that may act in another role is offered the switch (an admin may act as a user and back).
  const canSwitchRole = (info?.roles.length ?? 0) > 1;
  const switchRole = useSwitchRole();
  const trigger = useReachedTrigger(reach);

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
      const leaving = signOut();
      await navigate('/login', { replace: true });
      await leaving;
    }
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => void onSelect(details.value)}>
      <Menu.Trigger asChild>
        <UserButton ref={trigger} />
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
