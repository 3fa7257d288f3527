import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { forwardRef } from 'react';
import { Icon, type IconName } from '../../../components/icons';

export interface TopMenuTriggerLook {
  icon: IconName | string;
  label: string;
  /** The current page is among the entries it opens. */
  active: boolean;
}

/** A button of the top menu that opens a menu (a section's pages, or the entries that do not fit): icon, name, chevron. */
export const TopMenuTrigger = forwardRef<HTMLButtonElement, ButtonProps & TopMenuTriggerLook>(
  function TopMenuTrigger({ icon, label, active, ...props }, ref) {
    return (
      <Button
        ref={ref}
        variant="ghost"
        size="sm"
        color={active ? 'brand.fg' : 'fg'}
        fontWeight={active ? '600' : undefined}
        {...props}
      >
        <Icon name={icon} />
        {label}
        <Icon name="chevronDown" size={12} />
      </Button>
    );
  },
);
