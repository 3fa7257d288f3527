import { Badge } from '@chakra-ui/react/badge';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useConsoleT } from '../../../i18n/texts';
import { useOpenApi } from '../api/get-openapi';
import { endpointsOf } from '../api-endpoints';
import { TableScroll } from '../../../components/table-scroll';

const METHOD_COLORS: Record<string, string> = { GET: 'green', POST: 'blue', PUT: 'orange', DELETE: 'red' };

/** The endpoints of the server's OpenAPI document, so the list is always the one the server answers. */
export function ApiEndpoints() {
  const { t } = useConsoleT();
  const query = useOpenApi();
  if (query.error) {
    return (
      <Text role="alert" color="fg.error" fontSize="sm" mt="3">
        {t('docs.api.loadError', { message: query.error.message })}
      </Text>
    );
  }
  const endpoints = query.data ? endpointsOf(query.data) : [];
  return (
    <>
      {query.data && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {t('docs.api.count', { count: endpoints.length })}
        </Text>
      )}
      <TableScroll
        label={t('docs.api.title')}
        mt="3"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="md"
      >
        <Table.Root size="sm" data-testid="api-endpoints">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader w="20">{t('docs.api.method')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('docs.api.path')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('docs.api.fields')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {query.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={3}>
                  <Skeleton h="5" />
                </Table.Cell>
              </Table.Row>
            ) : (
              endpoints.map((endpoint) => (
                <Table.Row key={`${endpoint.method} ${endpoint.path}`}>
                  <Table.Cell>
                    <Badge
                      size="sm"
                      colorPalette={METHOD_COLORS[endpoint.method] ?? 'gray'}
                      fontFamily="mono"
                    >
                      {endpoint.method}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                    {endpoint.path}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs" color="fg.muted" whiteSpace="normal" minW="40">
                    {endpoint.fields.join(', ')}
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </TableScroll>
    </>
  );
}
