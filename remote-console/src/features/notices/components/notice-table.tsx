import { Button } from '@chakra-ui/react/button';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../components/page-header';
import { useConsoleT } from '../../../i18n/texts';
import type { Notice } from '@site/contracts/api/notices';
import { CategoryBadge, StatusBadge } from './notice-badges';
import { TableScroll } from '../../../components/table-scroll';

export const COLUMNS = ['id', 'title', 'category', 'status', 'publishAt', 'updatedAt', 'author'] as const;
export type Column = (typeof COLUMNS)[number];

function Cell({ column, notice, language }: { column: Column; notice: Notice; language: string }) {
  switch (column) {
    case 'id':
      return <>{notice.id}</>;
    case 'title':
      return (
        <Text truncate maxW="360px" title={notice.title}>
          {notice.title}
        </Text>
      );
    case 'category':
      return <CategoryBadge category={notice.category} />;
    case 'status':
      return <StatusBadge status={notice.status} publishAt={notice.publishAt} />;
    case 'publishAt':
      return <>{formatDateTime(notice.publishAt, language)}</>;
    case 'updatedAt':
      return <>{formatDateTime(notice.updatedAt, language)}</>;
    case 'author':
      return <>{notice.author ?? '—'}</>;
  }
}

/** The announcements of one page of the list, in the chosen columns, each with view, edit and delete. */
export function NoticeTable({
  columns,
  notices,
  pending,
  onDelete,
}: {
  columns: Column[];
  notices: Notice[] | undefined;
  pending: boolean;
  onDelete: (notice: Notice) => void;
}) {
  const { t, i18n } = useConsoleT();
  return (
    <TableScroll label={t('menu.list.searchTable')} borderWidth="1px" borderColor="border.muted" rounded="sm">
      <Table.Root size="sm" data-testid="notice-table" interactive>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader key={column} whiteSpace="nowrap">
                {t(`list.col.${column}`)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('list.col.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {pending
            ? Array.from({ length: 5 }, (_, i) => (
                <Table.Row key={i}>
                  <Table.Cell colSpan={columns.length + 1}>
                    <Skeleton h="5" />
                  </Table.Cell>
                </Table.Row>
              ))
            : notices?.map((notice) => (
                <Table.Row key={notice.id} data-testid="notice-row">
                  {columns.map((column) => (
                    <Table.Cell key={column} whiteSpace={column === 'title' ? undefined : 'nowrap'}>
                      <Cell column={column} notice={notice} language={i18n.language} />
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <HStack gap="1" justify="flex-end">
                      <Button asChild size="xs" variant="ghost" color="brand.fg">
                        <Link to={`/profile/basic?id=${notice.id}`}>{t('list.view')}</Link>
                      </Button>
                      <Button asChild size="xs" variant="ghost" color="brand.fg">
                        <Link to={`/form/group?id=${notice.id}`}>{t('list.edit')}</Link>
                      </Button>
                      <Button size="xs" variant="ghost" color="fg.error" onClick={() => onDelete(notice)}>
                        {t('list.delete')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
          {notices?.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns.length + 1} textAlign="center" color="fg.muted" py="10">
                {t('list.empty')}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
