import type { DroppedReports as Dropped } from '@site/contracts/api/rum';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { TableScroll } from '../../../components/table-scroll';
import { useConsoleT } from '../../../i18n/texts';

/**
 * The reports the server did not count over the span, by reason: those of this remote's pages, and those it could
 * tie to no page at all (a flood of made-up reports shows here, and nowhere in the figures).
 */
export function DroppedReports({ name, dropped }: { name: string; dropped: Dropped[] }) {
  const { t, i18n } = useConsoleT();
  const lang = i18n.language;
  const headingId = `dropped-${name}-title`;
  return (
    <Box as="section" aria-labelledby={headingId} mt="4">
      <Heading as="h4" id={headingId} fontSize="sm" fontWeight="600" mb="1">
        {t('health.dropped.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {dropped.length === 0 ? t('health.dropped.none') : t('health.dropped.intro')}
      </Text>
      {dropped.length > 0 && (
        <TableScroll label={t('health.dropped.table', { name })}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{t('health.dropped.reason')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('health.dropped.remote', { name })}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('health.dropped.unattributed')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {dropped.map((row) => (
                <Table.Row key={row.reason}>
                  <Table.Cell as="th" scope="row" fontWeight="500" textAlign="start">
                    {t(`health.drop.${row.reason}`)}
                  </Table.Cell>
                  <Table.Cell>{row.remote.toLocaleString(lang)}</Table.Cell>
                  <Table.Cell>{row.unattributed.toLocaleString(lang)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
    </Box>
  );
}
