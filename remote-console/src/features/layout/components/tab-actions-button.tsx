import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { forwardRef } from 'react';
import { Icon } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';

/** The trigger of the tab bar's menu, and its stand-in until the menu's code is there. */
export const TabActionsButton = forwardRef<HTMLButtonElement, ButtonProps>(
  function TabActionsButton(props, ref) {
    const { t } = useConsoleT();
    return (
      <Button
        ref={ref}
        variant="ghost"
        size="xs"
        px="1.5"
        aria-label={t('tabs.actions')}
        data-testid="tab-actions"
        {...props}
      >
        <Icon name="chevronDown" size={14} />
      </Button>
    );
  },
);
