import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useConsoleT } from '../../../i18n/texts';
import { Permission } from '../../account';
import { useHealth } from '../api/get-health';
import { useManifests } from '../api/get-manifest';
import { useRemotes } from '../api/get-remotes';
import { RemoteOperations } from './remote-operations';
import { TableScroll } from '../../../components/table-scroll';

function State({ pending, ok }: { pending: boolean; ok: boolean | undefined }) {
  const { t } = useConsoleT();
  if (pending) return <Badge colorPalette="gray">{t('monitor.checking')}</Badge>;
  return (
    <Badge colorPalette={ok ? 'green' : 'red'} variant="surface">
      <Box w="2" h="2" rounded="full" bg={ok ? 'green.500' : 'red.500'} />
      {ok ? t('monitor.ok') : t('monitor.down')}
    </Badge>
  );
}

/**
 * Each remote's live version (/remotes.json), whether its manifest answers, the API's health, and (for admins) each
 * remote's release history with a confirmed rollback, its stored versions and previews, its deploy keys and its audit.
 */
export default function MonitorPage() {
  const { t } = useConsoleT();
  const remotes = useRemotes();
  const manifests = useManifests((remotes.data ?? []).map((remote) => remote.manifest));
  const health = useHealth();
  const { hash } = useLocation();
  const listed = remotes.data !== undefined;
  // A card of the card list leads to its remote's history here (#releases-<name>), drawn once the remotes are known.
  useEffect(() => {
    if (listed && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [listed, hash]);
  const refresh = () => {
    void remotes.refetch();
    void health.refetch();
    manifests.forEach((m) => void m.refetch());
  };
  return (
    <Box bg="bg.panel" rounded="md" p="5">
      <PageHeader
        title={t('monitor.title')}
        extra={
          <Button size="sm" variant="outline" onClick={refresh}>
            <Icon name="refresh" />
            {t('monitor.refresh')}
          </Button>
        }
      />
      <HStack
        gap="3"
        mb="5"
        p="4"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="md"
        data-testid="api-health"
      >
        <Icon name="server" size={20} />
        <Text fontWeight="600">{t('monitor.api')}</Text>
        <State pending={health.isPending} ok={health.data?.status === 'ok'} />
        {health.data && (
          <Text fontSize="sm" color="fg.muted">
            {t('monitor.uptime', { seconds: health.data.uptimeSeconds })}
          </Text>
        )}
      </HStack>
      <Text fontWeight="600" mb="3">
        {t('monitor.remotes')}
      </Text>
      {remotes.error && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {t('common.error', { message: remotes.error.message })}
        </Text>
      )}
      <TableScroll label={t('monitor.remotes')} borderWidth="1px" borderColor="border.muted" rounded="sm">
        <Table.Root size="sm" data-testid="remotes-table">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('monitor.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitor.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitor.routes')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitor.manifest')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {remotes.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={4}>
                  <Skeleton h="5" />
                </Table.Cell>
              </Table.Row>
            ) : (
              remotes.data?.map((remote, i) => (
                <Table.Row key={remote.name}>
                  <Table.Cell fontWeight="600">{remote.name}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {remote.version}
                  </Table.Cell>
                  <Table.Cell>{remote.routes.length}</Table.Cell>
                  <Table.Cell>
                    <Flex gap="2" align="center">
                      <State pending={manifests[i]?.isPending ?? true} ok={manifests[i]?.data} />
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <Permission roles={['admin']}>
        <Stack gap="4" mt="6">
          {remotes.data?.map((remote) => (
            <RemoteOperations key={remote.name} name={remote.name} />
          ))}
        </Stack>
      </Permission>
    </Box>
  );
}
