import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ApiError, apiRequest } from '@site/shared/core';
import { queryClient } from '@site/shared/query';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime } from '../components/page-header';
import { Permission } from '../components/permission';
import { notify } from '../components/toaster';
import { useConsoleT } from '../i18n/texts';

interface Release {
  id: number;
  version: string;
  live: boolean;
  releasedBy: string;
  releasedAt: string;
  activatedBy: string | null;
  activatedAt: string | null;
}

interface ReleasePage {
  name: string;
  liveVersion: string | null;
  items: Release[];
  total: number;
}

export const releasesQueryKey = (name: string) => ['monitor', 'releases', name] as const;

function getReleases(name: string): Promise<ReleasePage> {
  return apiRequest<ReleasePage>(`/api/admin/remotes/${encodeURIComponent(name)}/releases`, {
    query: { page: 1, pageSize: 10 },
  });
}

function rollBack(name: string): Promise<{ previousVersion: string | null; release: Release }> {
  return apiRequest(`/api/admin/remotes/${encodeURIComponent(name)}/rollback`, { method: 'POST', body: {} });
}

/** One remote's release history (admin only on the server too), with a confirmed one-click rollback. */
export function RemoteReleases({ name }: { name: string }) {
  const { t, i18n } = useConsoleT();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const releases = useQuery({
    queryKey: releasesQueryKey(name),
    queryFn: () => getReleases(name),
    staleTime: 0,
  });
  const live = releases.data?.items.find((release) => release.live);
  const previous = releases.data?.items.find((release) => !release.live && live && release.id < live.id);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await rollBack(name);
      notify('success', t('monitor.rolledBack', { name, version: answer.release.version }));
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['monitor'] });
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : t('monitor.rollbackFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box borderWidth="1px" borderColor="border.muted" rounded="md" p="4" data-testid={`releases-${name}`}>
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Text fontWeight="600">{t('monitor.history', { name })}</Text>
        <Permission roles={['admin']}>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={!previous}
            onClick={() => setConfirming(true)}
          >
            {t('monitor.rollback')}
          </Button>
        </Permission>
      </Flex>
      {releases.error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('common.error', { message: releases.error.message })}
        </Text>
      )}
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('monitor.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitor.releasedAt')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitor.releasedBy')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitor.state')}</Table.ColumnHeader>
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
                  <Table.Cell>{formatDateTime(release.releasedAt, i18n.language)}</Table.Cell>
                  <Table.Cell>{release.releasedBy}</Table.Cell>
                  <Table.Cell>
                    {release.live ? (
                      <Badge colorPalette="green" variant="surface">
                        {t('monitor.live')}
                      </Badge>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConfirmDialog
        open={confirming}
        title={t('monitor.rollback')}
        message={t('monitor.rollbackConfirm', {
          name,
          from: live?.version ?? '',
          to: previous?.version ?? '',
        })}
        confirmLabel={t('monitor.rollback')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
