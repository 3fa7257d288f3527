import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { findMenuPage, mayOpen, menuPagePath } from '@site/contracts/console-menu';
import { Suspense, lazy, useState } from 'react';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';
import { readStored, writeStored } from '../../../state/storage';
import { useRole } from '../../account';
import { IconTile } from './icon-tile';

// The setup dialog (its checkboxes) is a chunk of its own: the workplace's first load does not carry it.
const ShortcutsSetup = lazy(() => import('./shortcuts-setup'));

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
  const [open, setOpen] = useState(false);
  // Loaded the first time it opens, then kept, so it can close with its motion.
  const [opened, setOpened] = useState(false);
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
            setOpened(true);
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
      {opened && (
        <Suspense fallback={null}>
          <ShortcutsSetup
            open={open}
            offered={offered}
            chosen={chosen}
            onClose={() => setOpen(false)}
            onDone={(keys) => {
              setChosen(keys);
              writeStored(SHORTCUTS_KEY, keys);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Panel>
  );
}
