import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useConsoleT } from '../../../i18n/texts';

/**
 * The one row a table shows instead of its data: while it loads, when the server refused (with a retry), or when
 * there is nothing. Null once there are rows to show.
 */
export function TableStatus({
  columns,
  loading,
  error,
  empty,
  emptyText,
  onRetry,
}: {
  columns: number;
  loading: boolean;
  error: Error | null;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}) {
  const { t } = useConsoleT();
  if (!loading && !error && !empty) return null;
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        {loading ? (
          <Skeleton h="5" />
        ) : error ? (
          <Flex role="alert" align="center" gap="3" wrap="wrap" py="2">
            <Text color="red.fg" fontSize="sm">
              {t('common.error', { message: error.message })}
            </Text>
            <Button size="xs" variant="outline" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Flex>
        ) : (
          <Text color="fg.muted" fontSize="sm" py="2">
            {emptyText}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
