import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Menu } from '@chakra-ui/react/menu';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Portal } from '@chakra-ui/react/portal';
import { chakra } from '@chakra-ui/react/styled-system';
import { type FormEvent, useState } from 'react';
import { Icon } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';
import { NOTICE_CATEGORIES, NOTICE_STATUSES } from '@site/contracts/api/notice-fields';
import type { AdminNoticeFilter } from '../api/admin-notice-filter';
import { COLUMNS, type Column } from './notice-table';

export type FilterPatch = Partial<Record<'q' | 'status' | 'category' | 'page', string>>;

/** The list's search form: text, status and category, reset, and the choice of columns. */
export function NoticeFilters({
  filter,
  columns,
  onChange,
  onReset,
  onToggleColumn,
}: {
  filter: AdminNoticeFilter;
  columns: Column[];
  onChange: (patch: FilterPatch) => void;
  onReset: () => void;
  onToggleColumn: (column: Column, on: boolean) => void;
}) {
  const { t } = useConsoleT();
  const [q, setQ] = useState(filter.q ?? '');
  return (
    <chakra.form
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onChange({ q: q.trim() });
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
          onChange={(event) => onChange({ status: event.target.value })}
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
          onChange={(event) => onChange({ category: event.target.value })}
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
          onReset();
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
                  onCheckedChange={(on) => onToggleColumn(column, on)}
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
  );
}
