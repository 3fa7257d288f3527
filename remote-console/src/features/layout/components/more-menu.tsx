import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { type Reach, useReachedTrigger } from '../../../components/on-intent';
import { useConsoleT } from '../../../i18n/texts';
import type { MenuNode } from '../menu-model';
import { type MoreMenuLook, MoreMenuButton } from './more-menu-button';

function EntryItem({ node }: { node: MenuNode }) {
  const { t } = useConsoleT();
  return (
    <Menu.Item value={node.key} asChild>
      {node.external ? (
        <a href={node.path} target="_blank" rel="noreferrer">
          {t(node.locale)}
        </a>
      ) : (
        <Link to={node.path}>{t(node.locale)}</Link>
      )}
    </Menu.Item>
  );
}

/**
 * The top menu's entries that do not fit in the navbar, as a menu: a section's pages under its name, a page or a
 * link as an item. Loaded when reached for.
 */
export function MoreMenu({ nodes, active, ...reach }: MoreMenuLook & Reach) {
  const { t } = useConsoleT();
  const trigger = useReachedTrigger(reach);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <MoreMenuButton ref={trigger} nodes={nodes} active={active} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="min(70vh, 560px)" overflowY="auto" data-testid="top-menu-more-list">
            {nodes.map((node, index) => (
              <Fragment key={node.key}>
                {index > 0 && <Menu.Separator />}
                {node.children.length > 0 ? (
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>{t(node.locale)}</Menu.ItemGroupLabel>
                    {node.children.map((child) => (
                      <EntryItem key={child.key} node={child} />
                    ))}
                  </Menu.ItemGroup>
                ) : (
                  <EntryItem node={node} />
                )}
              </Fragment>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
