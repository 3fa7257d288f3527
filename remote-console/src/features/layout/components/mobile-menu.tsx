import { Box } from '@chakra-ui/react/box';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { useConsoleT } from '../../../i18n/texts';
import type { MenuNode } from '../menu-model';
import { SideMenu } from './side-menu';

/** The menu in a drawer, on a phone's window (the navbar's menu button opens it). Loaded at its first opening. */
export function MobileMenu({
  nodes,
  open,
  onOpenChange,
}: {
  nodes: MenuNode[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useConsoleT();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('app.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0">
              <Box as="nav" aria-label={t('menu.label')}>
                <SideMenu nodes={nodes} collapsed={false} />
              </Box>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
