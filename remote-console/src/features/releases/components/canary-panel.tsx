import type { CanaryState } from '@site/contracts/api/canary';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icons';
import { formatDateTime } from '../../../components/page-header';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { useAudit } from '../api/get-audit';
import { useCanary } from '../api/get-canary';
import { useAbortCanary } from '../api/post-canary-abort';
import { usePromoteCanary } from '../api/post-canary-promote';
import { type GuardNote, guardNotes } from './guard-notes';
import { StartCanaryDialog } from './start-canary-dialog';

/** What the guard did by itself lately, called out on the remote: the server's figures say why. */
function GuardNotes({ name, notes }: { name: string; notes: GuardNote[] }) {
  const { t, i18n } = useConsoleT();
  if (notes.length === 0) return null;
  return (
    <Flex
      gap="3"
      p="3"
      mb="3"
      rounded="md"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      color="orange.fg"
      data-testid={`guard-notes-${name}`}
    >
      <Icon name="alert" size={20} style={{ flexShrink: 0 }} />
      <Stack gap="1" minW="0">
        <Text fontSize="sm" fontWeight="600">
          {t('canary.guardNote', { name })}
        </Text>
        {notes.map((note) => (
          // The server's words, as text.
          <Text key={`${note.kind}-${note.at}`} fontSize="sm" wordBreak="break-word">
            {t(note.kind === 'abort' ? 'canary.guardAbort' : 'canary.guardRollback', {
              version: note.version,
              time: formatDateTime(note.at, i18n.language),
              reason: note.reason,
            })}
          </Text>
        ))}
      </Stack>
    </Flex>
  );
}

/** How the last canary ended, by whom, and, when the guard ended it, why. */
function LastCanary({ canary }: { canary: CanaryState }) {
  const { t, i18n } = useConsoleT();
  return (
    <Box fontSize="sm" data-testid="last-canary">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="600">{t('canary.last')}</Text>
        <Badge colorPalette={canary.state === 'promoted' ? 'green' : 'orange'} variant="surface">
          {t(`audit.action.canary-${canary.state === 'promoted' ? 'promote' : 'abort'}`)}
        </Badge>
        {canary.automatic && (
          <Badge colorPalette="gray" variant="outline">
            {t('canary.automatic')}
          </Badge>
        )}
      </Flex>
      <Text mt="1" wordBreak="break-word">
        {t(`canary.ended.${canary.state === 'promoted' ? 'promoted' : 'aborted'}`, {
          version: canary.version,
          who: canary.endedBy ?? '',
          time: canary.endedAt ? formatDateTime(canary.endedAt, i18n.language) : '',
        })}
      </Text>
      {canary.reason && (
        <Text mt="1" color="fg.muted" wordBreak="break-word">
          {t('canary.reason', { reason: canary.reason })}
        </Text>
      )}
    </Box>
  );
}

type Pending = 'promote' | 'abort';

/**
 * One remote's canary (admin): the running one with its share, since when and by whom, promoted or aborted after a
 * confirmation that names the versions; or a button to start one. Below it, how the last one ended, and a note when
 * the server's guard acted by itself in the last day.
 */
export function CanaryPanel({ name }: { name: string }) {
  const { t, i18n } = useConsoleT();
  const status = useCanary(name);
  // The guard's rollbacks are recorded in the audit only: its first page holds the recent ones.
  const audit = useAudit(name, 1);
  const promote = usePromoteCanary(name);
  const abort = useAbortCanary(name);
  const [pending, setPending] = useState<Pending | null>(null);
  const [starting, setStarting] = useState(false);
  const running = status.data?.running ?? null;
  const last = status.data?.recent.find((canary) => canary.state !== 'running');
  // "Lately" as of the answers, not of each render: the note stays put while the page is looked at.
  const notes = guardNotes(
    status.data,
    audit.data?.items,
    Math.max(status.dataUpdatedAt, audit.dataUpdatedAt),
  );

  const confirm = async () => {
    if (!pending || !running) return;
    const base = running.baseVersion ?? t('canary.noBase');
    try {
      if (pending === 'promote') {
        const ended = await promote.mutateAsync();
        notify('success', t('canary.promoted', { name, version: ended.version }));
      } else {
        const ended = await abort.mutateAsync();
        notify('success', t('canary.aborted', { name, version: ended.version, base }));
      }
      setPending(null);
    } catch (error) {
      notify('error', t('canary.failed', { message: (error as Error).message }));
    }
  };

  const headingId = `canary-${name}-title`;
  const versions = running
    ? { name, version: running.version, base: running.baseVersion ?? t('canary.noBase') }
    : { name, version: '', base: '' };
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      mb="3"
      p="3"
      rounded="md"
      bg="bg.subtle"
      data-testid={`canary-${name}`}
    >
      <Heading as="h3" id={headingId} fontSize="sm" fontWeight="600" mb="2">
        {t('canary.title', { name })}
      </Heading>
      <GuardNotes name={name} notes={notes} />
      {status.isPending ? (
        <Skeleton h="8" />
      ) : status.error ? (
        <Flex role="alert" align="center" gap="3" wrap="wrap">
          <Text color="red.fg" fontSize="sm">
            {t('common.error', { message: status.error.message })}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void status.refetch()}>
            {t('common.retry')}
          </Button>
        </Flex>
      ) : (
        <Stack gap="3">
          {running ? (
            <Flex gap="3" justify="space-between" align={{ base: 'stretch', md: 'center' }} wrap="wrap">
              <Box fontSize="sm" minW="0" data-testid="running-canary">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge colorPalette="blue" variant="solid">
                    {t('canary.running')}
                  </Badge>
                  <Text wordBreak="break-word">
                    {t('canary.runningText', {
                      version: running.version,
                      share: running.share,
                      base: versions.base,
                    })}
                  </Text>
                </Flex>
                <Text color="fg.muted" mt="1">
                  {t('canary.since', {
                    time: formatDateTime(running.startedAt, i18n.language),
                    who: running.startedBy,
                  })}
                </Text>
              </Box>
              <Flex gap="2" flexShrink="0">
                <Button size="sm" colorPalette="brand" onClick={() => setPending('promote')}>
                  {t('canary.promote')}
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setPending('abort')}>
                  {t('canary.abort')}
                </Button>
              </Flex>
            </Flex>
          ) : (
            <Flex gap="3" justify="space-between" align="center" wrap="wrap">
              <Text fontSize="sm">{t('canary.none')}</Text>
              <Button size="sm" variant="outline" onClick={() => setStarting(true)}>
                {t('canary.start')}
              </Button>
            </Flex>
          )}
          {last && <LastCanary canary={last} />}
        </Stack>
      )}
      {starting && <StartCanaryDialog name={name} open onClose={() => setStarting(false)} />}
      <ConfirmDialog
        open={pending !== null}
        title={pending === 'promote' ? t('canary.promoteTitle') : t('canary.abortTitle')}
        message={
          pending === 'promote' ? t('canary.promoteConfirm', versions) : t('canary.abortConfirm', versions)
        }
        confirmLabel={pending === 'promote' ? t('canary.promote') : t('canary.abort')}
        busy={promote.isPending || abort.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
