import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Menu } from '@chakra-ui/react/menu';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Portal } from '@chakra-ui/react/portal';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { apiRequest } from '@site/shared/core';
import { queryClient } from '@site/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type AdminNoticeFilter, adminNoticesQuery } from '../../api/queries';
import {
  NOTICE_CATEGORIES,
  NOTICE_STATUSES,
  type Notice,
  type NoticeCategory,
  type NoticeStatus,
} from '../../api/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icons';
import { CategoryBadge, StatusBadge } from '../../components/notice-badges';
import { PageHeader, formatDateTime } from '../../components/page-header';
import { Permission } from '../../components/permission';
import { notify } from '../../components/toaster';
import { useConsoleT } from '../../i18n/texts';
import { readStored, writeStored } from '../../state/storage';

const COLUMNS = ['id', 'title', 'category', 'status', 'publishAt', 'updatedAt', 'author'] as const;
type Column = (typeof COLUMNS)[number];
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

/** The announcements table: search, status and category filters, paging and column choice; admin only. */
export default function SearchTablePage() {
  const { t, i18n } = useConsoleT();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [q, setQ] = useState(filter.q ?? '');
  const [columns, setColumns] = useState<Column[]>(() => {
    const stored = readStored<string[]>(COLUMNS_KEY);
    return stored ? COLUMNS.filter((c) => stored.includes(c)) : [...COLUMNS];
  });
  const [deleting, setDeleting] = useState<Notice | null>(null);
  const query = useQuery({ ...adminNoticesQuery(filter), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  const update = (patch: Partial<Record<'q' | 'status' | 'category' | 'page', string>>) => {
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
      await apiRequest(`/api/notices/${deleting.id}`, { method: 'DELETE' });
      notify('success', t('list.deleted'));
      await queryClient.invalidateQueries({ queryKey: ['admin-notices'] });
      await queryClient.invalidateQueries({ queryKey: ['public-notices'] });
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
      <chakra.form
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          update({ q: q.trim() });
        }}
        display="flex"
        flexWrap="wrap"
        gap="3"
        mb="4"
        alignItems="center"
      >
        <Input
          size="sm"
          maxW="260px"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
        />
        <NativeSelect.Root size="sm" maxW="160px">
          <NativeSelect.Field
            aria-label={t('list.status')}
            value={filter.status}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">{`${t('list.status')}: ${t('list.all')}`}</option>
            {NOTICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" maxW="160px">
          <NativeSelect.Field
            aria-label={t('list.category')}
            value={filter.category}
            onChange={(event) => update({ category: event.target.value })}
          >
            <option value="">{`${t('list.category')}: ${t('list.all')}`}</option>
            {NOTICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" size="sm" colorPalette="brand">
          <Icon name="search" />
          {t('list.searchButton')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setQ('');
            setParams(new URLSearchParams());
          }}
        >
          {t('list.reset')}
        </Button>
        <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button size="sm" variant="ghost" ms="auto">
              <Icon name="columns" />
              {t('list.columns')}
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {COLUMNS.map((column) => (
                  <Menu.CheckboxItem
                    key={column}
                    value={column}
                    checked={columns.includes(column)}
                    onCheckedChange={(on) => toggleColumn(column, on)}
                  >
                    <Menu.ItemIndicator />
                    {t(`list.col.${column}`)}
                  </Menu.CheckboxItem>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </chakra.form>
      {query.error && (
        <Text role="alert" color="fg.error" fontSize="sm" mb="3">
          {t('common.error', { message: query.error.message })}
        </Text>
      )}
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="sm">
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
            {query.isPending
              ? Array.from({ length: 5 }, (_, i) => (
                  <Table.Row key={i}>
                    <Table.Cell colSpan={columns.length + 1}>
                      <Skeleton h="5" />
                    </Table.Cell>
                  </Table.Row>
                ))
              : query.data?.items.map((notice) => (
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
                        <Button
                          size="xs"
                          variant="ghost"
                          color="fg.error"
                          onClick={() => setDeleting(notice)}
                        >
                          {t('list.delete')}
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
            {query.data?.items.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={columns.length + 1} textAlign="center" color="fg.muted" py="10">
                  {t('list.empty')}
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
