import type { DeployKey } from '@site/contracts/api/release-ops';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ApiError } from '@site/shared/core';
import { useState } from 'react';
import { Icon } from '../../../components/icons';
import { formatDateTime } from '../../../components/page-header';
import { TableScroll } from '../../../components/table-scroll';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { useDeployKeys } from '../api/get-deploy-keys';
import { useRevokeDeployKey } from '../api/post-revoke-deploy-key';
import { CreateDeployKeyDialog } from './create-deploy-key-dialog';
import { type DeployKeyState, deployKeyState } from './deploy-key-state';
import { TableStatus } from './table-status';

const STATE_PALETTE: Record<DeployKeyState, string> = { active: 'green', expired: 'orange', revoked: 'red' };
const COLUMNS = 7;

function KeyRow({ name, deployKey }: { name: string; deployKey: DeployKey }) {
  const { t, i18n } = useConsoleT();
  const revoke = useRevokeDeployKey(name);
  const state = deployKeyState(deployKey);
  const when = (iso: string | null, none: string) => (iso ? formatDateTime(iso, i18n.language) : none);
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(deployKey.id);
      notify('success', t('keys.revoked', { key: deployKey.name }));
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : t('keys.revokeFailed'));
    }
  };
  return (
    <Table.Row data-testid="deploy-key">
      {/* A long name wraps, so that a phone shows the state and the action without scrolling sideways. */}
      <Table.Cell fontWeight="600" whiteSpace="normal" wordBreak="break-all" minW="24">
        {deployKey.name}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATE_PALETTE[state]} variant="surface">
          {t(`keys.state.${state}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        {state === 'active' && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={t('keys.revokeKey', { key: deployKey.name })}
            loading={revoke.isPending}
            onClick={() => void onRevoke()}
          >
            {t('keys.revoke')}
          </Button>
        )}
      </Table.Cell>
      <Table.Cell>{when(deployKey.expiresAt, t('keys.noExpiry'))}</Table.Cell>
      <Table.Cell>{when(deployKey.lastUsedAt, t('keys.never'))}</Table.Cell>
      <Table.Cell>{deployKey.createdBy}</Table.Cell>
      <Table.Cell>{when(deployKey.createdAt, '')}</Table.Cell>
    </Table.Row>
  );
}

/** One remote's deploy keys (admin): who made each, when it was last used, until when it works; create and revoke. */
export function DeployKeys({ name }: { name: string }) {
  const { t } = useConsoleT();
  const keys = useDeployKeys(name);
  const [creating, setCreating] = useState(false);
  const headingId = `keys-${name}-title`;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid={`deploy-keys-${name}`}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Heading as="h3" id={headingId} fontSize="sm" fontWeight="600">
          {t('keys.title', { name })}
        </Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
          <Icon name="plus" />
          {t('keys.new')}
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('keys.intro', { name })}
      </Text>
      <TableScroll label={t('keys.table', { name })}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('keys.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('keys.state')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text as="span" srOnly>
                  {t('stored.actions')}
                </Text>
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('keys.expires')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('keys.lastUsed')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('keys.createdBy')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('keys.createdAt')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStatus
              columns={COLUMNS}
              loading={keys.isPending}
              error={keys.error}
              empty={keys.data?.length === 0}
              emptyText={t('ops.empty.keys', { name })}
              onRetry={() => void keys.refetch()}
            />
            {keys.data?.map((key) => (
              <KeyRow key={key.id} name={name} deployKey={key} />
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <CreateDeployKeyDialog name={name} open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
