import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Link } from 'react-router-dom';
import { type Reach, useReachedTrigger } from '../../../components/on-intent';
import { useConsoleT } from '../../../i18n/texts';
import { type SectionMenuLook, SectionMenuButton } from './section-menu-button';

/** A menu section's pages as a menu (collapsed side menu, top menu). Loaded when reached for. */
export function SectionMenu({ node, place, active, ...reach }: SectionMenuLook & Reach) {
  const { t } = useConsoleT();
  const trigger = useReachedTrigger(reach);
  const items = node.children.map((child) => (
    <Menu.Item key={child.key} value={child.key} asChild>
      <Link to={child.path}>{t(child.locale)}</Link>
    </Menu.Item>
  ));
  return (
    <Menu.Root positioning={{ placement: place === 'collapsed' ? 'right-start' : 'bottom-start' }}>
      <Menu.Trigger asChild>
        <SectionMenuButton ref={trigger} node={node} place={place} active={active} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {place === 'collapsed' ? (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t(node.locale)}</Menu.ItemGroupLabel>
                {items}
              </Menu.ItemGroup>
            ) : (
              items
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
