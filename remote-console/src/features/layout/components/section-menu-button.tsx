import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { forwardRef } from 'react';
import { Icon, iconForMenu } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';
import type { MenuNode } from '../menu-model';
import { TopMenuTrigger } from './top-menu-trigger';

export interface SectionMenuLook {
  node: MenuNode;
  /** In the collapsed side menu (an icon) or in the top menu (icon and name). */
  place: 'collapsed' | 'top';
  /** The current page is in this section. */
  active: boolean;
}

/** A menu section's button, where its pages open as a menu: the trigger, and its stand-in until the menu's code is there. */
export const SectionMenuButton = forwardRef<HTMLButtonElement, ButtonProps & SectionMenuLook>(
  function SectionMenuButton({ node, place, active, ...props }, ref) {
    const { t } = useConsoleT();
    if (place === 'collapsed') {
      return (
        <Button
          ref={ref}
          variant="ghost"
          w="full"
          h="10"
          px="0"
          aria-label={t(node.locale)}
          color={active ? 'brand.fg' : 'fg'}
          bg={active ? 'brand.solid/10' : undefined}
          {...props}
        >
          <Icon name={iconForMenu(node.icon)} />
        </Button>
      );
    }
    return (
      <TopMenuTrigger
        ref={ref}
        icon={iconForMenu(node.icon)}
        label={t(node.locale)}
        active={active}
        {...props}
      />
    );
  },
);
