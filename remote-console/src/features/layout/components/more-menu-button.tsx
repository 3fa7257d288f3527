import type { ButtonProps } from '@chakra-ui/react/button';
import { forwardRef } from 'react';
import { useConsoleT } from '../../../i18n/texts';
import type { MenuNode } from '../menu-model';
import { TopMenuTrigger } from './top-menu-trigger';

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
    return <TopMenuTrigger ref={ref} icon="more" label={t('menu.more')} active={active} {...props} />;
  },
);
