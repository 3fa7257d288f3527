import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { useAtomValue } from '@site/shared/core';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';
import { visitsAtom } from '../../../state/tabs';
import { IconTile } from './icon-tile';

/** The console pages visited last (the visit history of state/tabs.ts). */
export function RecentlyVisited() {
  const { t } = useConsoleT();
  const visits = useAtomValue(visitsAtom)
    .filter((visit) => visit.name !== 'workplace')
    .slice(0, 6);
  return (
    <Panel id="recent" title={t('workplace.recent')}>
      {visits.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('workplace.recent.empty')}
        </Text>
      ) : (
        <SimpleGrid columns={3} gap="2">
          {visits.map((visit) => (
            <IconTile key={visit.name} to={visit.fullPath} icon="clock">
              {t(visit.title)}
            </IconTile>
          ))}
        </SimpleGrid>
      )}
    </Panel>
  );
}
