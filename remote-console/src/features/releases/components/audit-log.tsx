import type { AuditEntry } from '@site/contracts/api/release-ops';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { formatDateTime } from '../../../components/page-header';
import { TableScroll } from '../../../components/table-scroll';
import { useConsoleT } from '../../../i18n/texts';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/get-audit';
import { TableStatus } from './table-status';
import { HistoryPager } from './history-pager';

const COLUMNS = 6;
const KIND_PALETTE = { admin: 'blue', key: 'purple', system: 'gray' } as const;

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useConsoleT();
  const refused = entry.outcome === 'refused';
  return (
    <Table.Row data-testid="audit-entry">
      <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.at, i18n.language)}</Table.Cell>
      <Table.Cell>{t(`audit.action.${entry.action}`)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={refused ? 'red' : 'green'} variant="surface">
          {t(`audit.outcome.${entry.outcome}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2" wrap="wrap">
          <Text as="span" wordBreak="break-all">
            {entry.actor}
          </Text>
          <Badge colorPalette={KIND_PALETTE[entry.actorKind]} variant="outline" size="sm">
            {t(`audit.kind.${entry.actorKind}`)}
          </Badge>
        </HStack>
      </Table.Cell>
      <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
        {entry.version ?? '—'}
      </Table.Cell>
      {/* The server's words (a refusal's reason): shown as text, never as markup. */}
      <Table.Cell minW="56" whiteSpace="normal" color={refused ? 'red.fg' : undefined} wordBreak="break-word">
        {entry.detail ?? ''}
      </Table.Cell>
    </Table.Row>
  );
}

/** One remote's recorded release actions, newest first, paged: who did what to which version, and how it went. */
export function AuditLog({ name }: { name: string }) {
  const { t } = useConsoleT();
  const [page, setPage] = useState(1);
  const audit = useAudit(name, page);
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  const headingId = `audit-${name}-title`;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid={`audit-${name}`}>
      <Heading as="h3" id={headingId} fontSize="sm" fontWeight="600" mb="3">
        {t('audit.title', { name })}
      </Heading>
      <TableScroll label={t('audit.table', { name })}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('audit.when')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('audit.action')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('audit.outcome')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('audit.who')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('audit.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('audit.detail')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStatus
              columns={COLUMNS}
              loading={audit.isPending}
              error={audit.error}
              empty={audit.data?.items.length === 0}
              emptyText={t('ops.empty.audit', { name })}
              onRetry={() => void audit.refetch()}
            />
            {audit.data?.items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <HistoryPager page={page} pages={pages} onPage={setPage} />
    </Box>
  );
}
