import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { forwardRef } from 'react';
import { Icon } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';
import type { MenuNode } from '../menu-model';

export interface MoreMenuLook {
  /** The top menu's entries that do not fit beside the others. */
  nodes: MenuNode[];
  /** The current page is among them. */
  active: boolean;
}

/** The top menu's "More" button, where the entries that do not fit open as a menu (and its stand-in). */
export const MoreMenuButton = forwardRef<HTMLButtonElement, ButtonProps & MoreMenuLook>(
  function MoreMenuButton({ nodes: _nodes, active, ...props }, ref) {
    const { t } = useConsoleT();
    return (
      <Button
        ref={ref}
        variant="ghost"
        size="sm"
        color={active ? 'brand.fg' : 'fg'}
        fontWeight={active ? '600' : undefined}
        {...props}
      >
        <Icon name="more" />
        {t('menu.more')}
        <Icon name="chevronDown" size={12} />
      </Button>
    );
  },
);
