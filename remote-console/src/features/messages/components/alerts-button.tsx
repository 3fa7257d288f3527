import { Badge } from '@chakra-ui/react/badge';
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { forwardRef } from 'react';
import { Icon } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';

/** The navbar's bell with the unread count: the trigger of the message box, and its stand-in until its code is there. */
export const AlertsButton = forwardRef<HTMLButtonElement, ButtonProps & { unread: number }>(
  function AlertsButton({ unread, ...props }, ref) {
    const { t } = useConsoleT();
    return (
      <Button
        ref={ref}
        variant="ghost"
        size="sm"
        px="2"
        position="relative"
        aria-label={unread > 0 ? t('navbar.alerts.count', { count: unread }) : t('navbar.alerts')}
        data-testid="alerts-button"
        {...props}
      >
        <Icon name="bell" size={18} />
        {unread > 0 && (
          <Badge
            position="absolute"
            top="-1"
            right="-1"
            size="xs"
            rounded="full"
            // red.700: white text on it reads at 4.5:1 and more.
            bg="red.700"
            color="white"
            minW="4"
            justifyContent="center"
            data-testid="unread-count"
          >
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </Button>
    );
  },
);
