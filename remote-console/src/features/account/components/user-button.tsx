import { Avatar } from '@chakra-ui/react/avatar';
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { forwardRef } from 'react';
import { useConsoleT } from '../../../i18n/texts';
import { useUserInfo } from '../api/get-user-info';

/** The navbar's avatar button: the trigger of the user menu, and its stand-in until the menu's code is there. */
export const UserButton = forwardRef<HTMLButtonElement, ButtonProps>(function UserButton(props, ref) {
  const { t } = useConsoleT();
  const name = useUserInfo().data?.name ?? '';
  return (
    <Button ref={ref} variant="ghost" size="sm" px="1" data-testid="user-menu" {...props}>
      <Avatar.Root size="xs" colorPalette="brand" bg="brand.solid" color="brand.contrast">
        <Avatar.Fallback name={name || '?'} />
      </Avatar.Root>
      {/* Named by what it shows (the initials) and what it is: a name without the initials would not be what a
          speech-control user reads on it. */}
      <chakra.span srOnly>{t('navbar.user')}</chakra.span>
    </Button>
  );
});
