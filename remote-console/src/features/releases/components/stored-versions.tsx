import type { PreviewLink, StoredVersion } from '@site/contracts/api/release-ops';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { formatDateTime } from '../../../components/page-header';
import { TableScroll } from '../../../components/table-scroll';
import { useConsoleT } from '../../../i18n/texts';
import { useStoredVersions } from '../api/get-stored-versions';
import { usePreview } from '../api/post-preview';
import { PreviewLinkBox } from './preview-link-box';
import { TableStatus } from './table-status';

const COLUMNS = 6;
const REASON_PALETTE = { live: 'green', recent: 'blue', preview: 'purple', served: 'teal' } as const;

/** A size as people read it: kB below a megabyte, MB above. */
export function formatBytes(bytes: number, language: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (megabytes ? 1_000_000 : 1_000));
}

function KeptBecause({ stored }: { stored: StoredVersion }) {
  const { t } = useConsoleT();
  if (stored.keptBecause.length === 0) {
    return (
      <Badge colorPalette="orange" variant="outline">
        {t('stored.pruned')}
      </Badge>
    );
  }
  return (
    <Flex gap="1" wrap="wrap">
      {stored.keptBecause.map((reason) => (
        <Badge key={reason} colorPalette={REASON_PALETTE[reason]} variant="surface">
          {t(`stored.reason.${reason}`)}
        </Badge>
      ))}
    </Flex>
  );
}

/**
 * The versions of one remote in the store, their size, when a page last needed them and why the pruning keeps them;
 * a version that is not live can be previewed in this browser (a signed link, opened in a new tab).
 */
export function StoredVersions({ name }: { name: string }) {
  const { t, i18n } = useConsoleT();
  const stored = useStoredVersions(name);
  const preview = usePreview(name);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [failure, setFailure] = useState('');
  const [asked, setAsked] = useState<string | null>(null);

  const onPreview = async (version: string) => {
    setFailure('');
    setAsked(version);
    // Opened now, while the press still counts as the admin's own: a tab opened once the answer is in is blocked.
    const tab = window.open('', '_blank');
    try {
      const answer = await preview.mutateAsync(version);
      const url = new URL(answer.url, window.location.href).href;
      setLink({ ...answer, url });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
    } catch (error) {
      tab?.close();
      setLink(null);
      setFailure(t('preview.failed', { message: (error as Error).message }));
    } finally {
      setAsked(null);
    }
  };

  const headingId = `stored-${name}-title`;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid={`stored-${name}`}>
      <Heading as="h3" id={headingId} fontSize="sm" fontWeight="600" mb="2">
        {t('stored.title', { name })}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('stored.intro')}
      </Text>
      <TableScroll label={t('stored.table', { name })}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('stored.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('stored.kept')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('stored.actions')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('stored.size')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('stored.lastServed')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('stored.storedAt')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStatus
              columns={COLUMNS}
              loading={stored.isPending}
              error={stored.error}
              empty={stored.data?.length === 0}
              emptyText={t('ops.empty.stored', { name })}
              onRetry={() => void stored.refetch()}
            />
            {stored.data?.map((item) => (
              <Table.Row key={item.version} data-testid="stored-version">
                <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                  {item.version}
                </Table.Cell>
                <Table.Cell>
                  <KeptBecause stored={item} />
                </Table.Cell>
                <Table.Cell>
                  {!item.live && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('preview.version', { version: item.version })}
                      loading={asked === item.version}
                      disabled={asked !== null}
                      onClick={() => void onPreview(item.version)}
                    >
                      {t('preview.action')}
                    </Button>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatBytes(item.bytes, i18n.language)}</Table.Cell>
                <Table.Cell>
                  {item.lastServedAt
                    ? formatDateTime(item.lastServedAt, i18n.language)
                    : t('stored.notServed')}
                </Table.Cell>
                <Table.Cell>{formatDateTime(item.storedAt, i18n.language)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      {failure && (
        <Text role="alert" color="red.fg" fontSize="sm" mt="3">
          {failure}
        </Text>
      )}
      <Box aria-live="polite">{link && <PreviewLinkBox link={link} onClose={() => setLink(null)} />}</Box>
    </Box>
  );
}
