import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { findMenuPage, mayOpen, menuPagePath } from '@site/contracts/console-menu';
import { useState } from 'react';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';
import { readStored, writeStored } from '../../../state/storage';
import { useRole } from '../../account';
import { IconTile } from './icon-tile';

const SHORTCUTS_KEY = 'workplace-shortcuts';
/** Each quick operation opens a page of the menu (its key there), which also says who may open it. */
const SHORTCUTS = [
  { key: 'contentManagement', icon: 'file', page: 'search-table' },
  { key: 'contentStatistic', icon: 'chart', page: 'data-analysis' },
  { key: 'advanced', icon: 'settings', page: 'form-group' },
  { key: 'onlinePromotion', icon: 'link', page: 'multi-dimension-data-analysis' },
  { key: 'contentPutIn', icon: 'plus', page: 'form-group' },
  { key: 'marketing', icon: 'apps', page: 'monitor' },
].map(({ page, ...item }) => {
  const found = findMenuPage(page);
  if (!found) throw new Error(`Quick operation "${item.key}": the console menu has no page "${page}"`);
  return { ...item, to: menuPagePath(found.section, found.page), roles: found.page.roles };
});

/** Links to the pages the user picked (kept in this browser), among those the role may open. */
export function Shortcuts() {
  const { t } = useConsoleT();
  const role = useRole();
  const offered = SHORTCUTS.filter((item) => mayOpen(item.roles, role));
  const [chosen, setChosen] = useState<string[]>(
    () => readStored<string[]>(SHORTCUTS_KEY) ?? SHORTCUTS.map((item) => item.key),
  );
  const [draft, setDraft] = useState<string[]>(chosen);
  const [open, setOpen] = useState(false);
  const items = offered.filter((item) => chosen.includes(item.key));
  return (
    <Panel
      id="shortcuts"
      title={t('workplace.shortcuts')}
      extra={
        <Button
          size="xs"
          variant="plain"
          color="brand.fg"
          onClick={() => {
            setDraft(chosen);
            setOpen(true);
          }}
        >
          {t('workplace.shortcuts.setup')}
        </Button>
      }
    >
      <SimpleGrid columns={3} gap="2">
        {items.map((item) => (
          <IconTile key={item.key} to={item.to} icon={item.icon}>
            {t(`workplace.shortcut.${item.key}`)}
          </IconTile>
        ))}
      </SimpleGrid>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('workplace.shortcuts.setupTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {offered.map((item) => (
                    <Checkbox.Root
                      key={item.key}
                      colorPalette="brand"
                      checked={draft.includes(item.key)}
                      onCheckedChange={(details) =>
                        setDraft((list) =>
                          details.checked === true
                            ? [...list, item.key]
                            : list.filter((key) => key !== item.key),
                        )
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t(`workplace.shortcut.${item.key}`)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
                  {t('common.cancel')}
                </Button>
                <Button
                  colorPalette="brand"
                  size="sm"
                  onClick={() => {
                    setChosen(draft);
                    writeStored(SHORTCUTS_KEY, draft);
                    setOpen(false);
                  }}
                >
                  {t('workplace.shortcuts.done')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Panel>
  );
}
