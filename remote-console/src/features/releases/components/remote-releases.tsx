import type { Release } from '@site/contracts/api/remotes';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ApiError } from '@site/shared/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/page-header';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { Permission, usePermission } from '../../account';
import { RELEASES_PAGE_SIZE, useReleases } from '../api/get-releases';
import { useMakeLive } from '../api/post-make-live';
import { useRollback } from '../api/post-rollback';
import { useCanary } from '../api/get-canary';
import { TableScroll } from '../../../components/table-scroll';
import { HistoryPager } from './history-pager';

const ADMIN = ['admin'];

/** What the admin is asked to confirm: a rollback, or one chosen version made live. */
type Pending = { kind: 'rollback' } | { kind: 'make-live'; release: Release };

/**
 * One remote's release history (admin only on the server too), paged, with a confirmed rollback and a confirmed
 * "make live" for any stored version.
 */
export function RemoteReleases({ name }: { name: string }) {
  const { t, i18n } = useConsoleT();
  const admin = usePermission(ADMIN);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  // The rollback reads the newest releases (the live one and the one before it), whichever page is shown.
  const newest = useReleases(name, 1);
  const releases = useReleases(name, page);
  const rollback = useRollback();
  const makeLive = useMakeLive();
  // While a canary runs, the server refuses any other version going live (promote or abort it first): the buttons
  // say so before a press. The canary panel above reads the same query.
  const held = useCanary(name).data?.running ?? null;
  const live = newest.data?.items.find((release) => release.live);
  const previous = newest.data?.items.find((release) => !release.live && live && release.id < live.id);
  const liveVersion = releases.data?.liveVersion ?? live?.version ?? null;
  const pages = Math.max(1, Math.ceil((releases.data?.total ?? 0) / RELEASES_PAGE_SIZE));

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'rollback') {
        const answer = await rollback.mutateAsync(name);
        notify('success', t('monitor.rolledBack', { name, version: answer.release.version }));
      } else {
        const answer = await makeLive.mutateAsync({ name, version: pending.release.version });
        notify('success', t('monitor.madeLive', { name, version: answer.release.version }));
      }
      setPending(null);
    } catch (error) {
      const fallback =
        pending.kind === 'rollback' ? t('monitor.rollbackFailed') : t('monitor.makeLiveFailed');
      notify('error', error instanceof ApiError ? error.message : fallback);
    } finally {
      setBusy(false);
    }
  };

  const headingId = `releases-${name}-title`;
  return (
    <Box as="section" aria-labelledby={headingId} id={`releases-${name}`} data-testid={`releases-${name}`}>
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h3" id={headingId} fontSize="sm" fontWeight="600">
          {t('monitor.history', { name })}
        </Heading>
        <Permission roles={ADMIN}>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={!previous || held !== null}
            onClick={() => setPending({ kind: 'rollback' })}
          >
            {t('monitor.rollback')}
          </Button>
        </Permission>
      </Flex>
      {held && (
        <Text fontSize="sm" color="fg.muted" mb="3" data-testid="held-by-canary">
          {t('monitor.heldByCanary', { version: held.version })}
        </Text>
      )}
      {releases.error && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {t('common.error', { message: releases.error.message })}
        </Text>
      )}
      <TableScroll label={t('monitor.versionsTable', { name })}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('monitor.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitor.state')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitor.releasedAt')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitor.releasedBy')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {releases.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={4}>
                  <Skeleton h="5" />
                </Table.Cell>
              </Table.Row>
            ) : (
              releases.data?.items.map((release) => (
                <Table.Row key={release.id}>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {release.version}
                  </Table.Cell>
                  {/* Beside the version, so that a phone shows it without scrolling the table sideways. */}
                  <Table.Cell>
                    {release.live ? (
                      <Badge colorPalette="green" variant="surface">
                        {t('monitor.live')}
                      </Badge>
                    ) : admin ? (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('monitor.makeLiveVersion', { version: release.version })}
                        disabled={held !== null}
                        onClick={() => setPending({ kind: 'make-live', release })}
                      >
                        {t('monitor.makeLive')}
                      </Button>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{formatDateTime(release.releasedAt, i18n.language)}</Table.Cell>
                  <Table.Cell>{release.releasedBy}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <HistoryPager page={page} pages={pages} onPage={setPage} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'make-live' ? t('monitor.makeLiveTitle') : t('monitor.rollback')}
        message={
          pending?.kind === 'make-live'
            ? t('monitor.makeLiveConfirm', {
                name,
                version: pending.release.version,
                live: liveVersion ?? t('monitor.none'),
              })
            : t('monitor.rollbackConfirm', { name, from: live?.version ?? '', to: previous?.version ?? '' })
        }
        confirmLabel={pending?.kind === 'make-live' ? t('monitor.makeLive') : t('monitor.rollback')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
