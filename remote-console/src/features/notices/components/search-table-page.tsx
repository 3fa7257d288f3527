import {
  NOTICE_CATEGORIES,
  NOTICE_STATUSES,
  type NoticeCategory,
  type NoticeStatus,
} from '@site/contracts/api/notice-fields';
import type { Notice } from '@site/contracts/api/notices';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { readStored, writeStored } from '../../../state/storage';
import { Permission } from '../../account';
import { useDeleteNotice } from '../api/delete-notice';
import { useAdminNotices } from '../api/get-admin-notices';
import type { AdminNoticeFilter } from '../api/admin-notice-filter';
import { type FilterPatch, NoticeFilters } from './notice-filters';
import { COLUMNS, type Column, NoticeTable } from './notice-table';

const COLUMNS_KEY = 'search-table-columns';
const PAGE_SIZE = 10;

function readFilter(params: URLSearchParams): AdminNoticeFilter {
  const status = params.get('status') ?? '';
  const category = params.get('category') ?? '';
  return {
    q: params.get('q') ?? '',
    status: (NOTICE_STATUSES as readonly string[]).includes(status) ? (status as NoticeStatus) : '',
    category: (NOTICE_CATEGORIES as readonly string[]).includes(category) ? (category as NoticeCategory) : '',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
}

/** The announcements table: search, status and category filters, paging and column choice; admin only. */
export default function SearchTablePage() {
  const { t } = useConsoleT();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [columns, setColumns] = useState<Column[]>(() => {
    const stored = readStored<string[]>(COLUMNS_KEY);
    return stored ? COLUMNS.filter((c) => stored.includes(c)) : [...COLUMNS];
  });
  const [deleting, setDeleting] = useState<Notice | null>(null);
  const query = useAdminNotices(filter);
  const deletion = useDeleteNotice();
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  const update = (patch: FilterPatch) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };

  const toggleColumn = (column: Column, on: boolean) => {
    const next = COLUMNS.filter((c) => (c === column ? on : columns.includes(c)));
    setColumns(next);
    writeStored(COLUMNS_KEY, next);
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deletion.mutateAsync(deleting.id);
      notify('success', t('list.deleted'));
    } catch (error) {
      notify('error', (error as Error).message);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box bg="bg.panel" rounded="md" p="5">
      <PageHeader
        title={t('list.title')}
        extra={
          <Permission roles={['admin']}>
            <Button asChild colorPalette="brand" size="sm">
              <Link to="/form/group" data-testid="create-notice">
                <Icon name="plus" />
                {t('list.create')}
              </Link>
            </Button>
          </Permission>
        }
      />
      <NoticeFilters
        filter={filter}
        columns={columns}
        onChange={update}
        onReset={() => setParams(new URLSearchParams())}
        onToggleColumn={toggleColumn}
      />
      {query.error && (
        <Text role="alert" color="fg.error" fontSize="sm" mb="3">
          {t('common.error', { message: query.error.message })}
        </Text>
      )}
      <NoticeTable
        columns={columns}
        notices={query.data?.items}
        pending={query.isPending}
        onDelete={setDeleting}
      />
      <Flex justify="space-between" align="center" mt="4" fontSize="sm" color="fg.muted" wrap="wrap" gap="2">
        <Text>{t('list.total', { total: query.data?.total ?? 0 })}</Text>
        <HStack as="nav" aria-label={t('list.page', { page: filter.page, pages })} gap="2">
          <Button
            size="xs"
            variant="outline"
            aria-label={t('list.prev')}
            disabled={filter.page <= 1}
            onClick={() => update({ page: String(filter.page - 1) })}
          >
            <Icon name="chevronLeft" />
          </Button>
          <Text>{t('list.page', { page: filter.page, pages })}</Text>
          <Button
            size="xs"
            variant="outline"
            aria-label={t('list.next')}
            disabled={filter.page >= pages}
            onClick={() => update({ page: String(filter.page + 1) })}
          >
            <Icon name="chevronRight" />
          </Button>
        </HStack>
      </Flex>
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.delete')}
        message={t('list.delete.confirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('list.delete')}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
