import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ApiError } from '@site/shared/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/page-header';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { Permission } from '../../account';
import { useReleases } from '../api/get-releases';
import { useRollback } from '../api/post-rollback';

/** One remote's release history (admin only on the server too), with a confirmed one-click rollback. */
export function RemoteReleases({ name }: { name: string }) {
  const { t, i18n } = useConsoleT();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const releases = useReleases(name);
  const rollback = useRollback();
  const live = releases.data?.items.find((release) => release.live);
  const previous = releases.data?.items.find((release) => !release.live && live && release.id < live.id);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await rollback.mutateAsync(name);
      notify('success', t('monitor.rolledBack', { name, version: answer.release.version }));
      setConfirming(false);
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
