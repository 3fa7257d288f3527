import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Tabs } from '@chakra-ui/react/tabs';
import { useConsoleT } from '../../../i18n/texts';
import { AuditLog } from './audit-log';
import { CanaryPanel } from './canary-panel';
import { DeployKeys } from './deploy-keys';
import { RemoteHealth } from './remote-health';
import { RemoteReleases } from './remote-releases';
import { StoredVersions } from './stored-versions';

const TABS = ['releases', 'health', 'stored', 'keys', 'audit'] as const;

/**
 * What an admin does with one remote's releases: its canary on top (with what the guard did lately), then a tab each:
 * the history (rollback, make live), the health from real visitors, the stored versions (preview), the deploy keys of
 * its team, and the audit. A tab asks the server only once it is opened.
 */
export function RemoteOperations({ name }: { name: string }) {
  const { t } = useConsoleT();
  const headingId = `remote-${name}-title`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      p={{ base: '3', md: '4' }}
      minW="0"
      data-testid={`remote-operations-${name}`}
    >
      <Heading as="h2" id={headingId} fontSize="md" fontWeight="600" mb="2">
        {name}
      </Heading>
      <CanaryPanel name={name} />
      <Tabs.Root defaultValue="releases" lazyMount size="sm" colorPalette="brand">
        <Tabs.List aria-label={t('ops.tabs', { name })} overflowX="auto" overflowY="hidden" mb="3">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} flexShrink="0">
              {t(`ops.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="releases" p="0">
          <RemoteReleases name={name} />
        </Tabs.Content>
        <Tabs.Content value="health" p="0">
          <RemoteHealth name={name} />
        </Tabs.Content>
        <Tabs.Content value="stored" p="0">
          <StoredVersions name={name} />
        </Tabs.Content>
        <Tabs.Content value="keys" p="0">
          <DeployKeys name={name} />
        </Tabs.Content>
        <Tabs.Content value="audit" p="0">
          <AuditLog name={name} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
