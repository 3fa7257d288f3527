import { Skeleton } from '@chakra-ui/react/skeleton';
import { Table } from '@chakra-ui/react/table';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';
import { POPULAR_TYPES, type PopularType } from '@site/contracts/api/popular-types';
import { usePopularList } from '../api/get-popular-list';
import { ErrorLine } from './error-line';

function PopularList({ type }: { type: PopularType }) {
  const { t } = useConsoleT();
  const query = usePopularList(type);
  if (query.error) return <ErrorLine error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table.Root size="sm" data-testid={`popular-${type}`}>
      <Table.Header>
        <Table.Row bg="bg.muted">
          <Table.ColumnHeader w="14" whiteSpace="nowrap">
            {t('workplace.popular.rank')}
          </Table.ColumnHeader>
          <Table.ColumnHeader whiteSpace="nowrap">{t('workplace.popular.title')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
            {t('workplace.popular.clicks')}
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
            {t('workplace.popular.increases')}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {query.isPending
          ? // Rows like the data's (cells one text line high, headers on one line), so nothing moves when it arrives.
            Array.from({ length: 5 }, (_, i) => (
              <Table.Row key={i}>
                <Table.Cell>
                  <Skeleton h="5" w="4" />
                </Table.Cell>
                <Table.Cell maxW="0" w="full">
                  <Skeleton h="5" />
                </Table.Cell>
                <Table.Cell>
                  <Skeleton h="5" w="12" ms="auto" />
                </Table.Cell>
                <Table.Cell>
                  <Skeleton h="5" w="10" ms="auto" />
                </Table.Cell>
              </Table.Row>
            ))
          : query.data?.map((item) => (
              <Table.Row key={item.key}>
                <Table.Cell>{item.key}</Table.Cell>
                <Table.Cell maxW="0" w="full">
                  <Text truncate>{item.title}</Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{item.clickNumber}</Table.Cell>
                <Table.Cell
                  textAlign="end"
                  color={item.increases < 0 ? 'green.fg' : 'red.fg'}
                  whiteSpace="nowrap"
                >
                  {item.increases > 0 ? '+' : ''}
                  {item.increases}%
                </Table.Cell>
              </Table.Row>
            ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The most read contents, per type in tabs (GET /api/popular/list). */
export function Popular() {
  const { t } = useConsoleT();
  return (
    <Panel id="popular" title={t('workplace.popular')} minH="100%">
      <Tabs.Root defaultValue="text" size="sm" variant="enclosed" colorPalette="brand" lazyMount>
        <Tabs.List mb="3">
          {POPULAR_TYPES.map((type) => (
            <Tabs.Trigger key={type} value={type}>
              {t(`workplace.popular.${type}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {POPULAR_TYPES.map((type) => (
          <Tabs.Content key={type} value={type} p="0">
            <PopularList type={type} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Panel>
  );
}
