import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import {
  ACCOUNT_REQUEST_VIEWS,
  type AccountRequestStatus,
  type AccountRequestView,
} from '@site/contracts/api/account-request-fields';
import type { AccountRequest, ResetCodeResult } from '@site/contracts/api/account-requests';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icons';
import { PageHeader, formatDateTime } from '../../../components/page-header';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { REQUEST_PAGE_SIZE, useAccountRequests } from '../api/get-account-requests';
import { useApproveRequest } from '../api/post-approve-request';
import { useRejectRequest } from '../api/post-reject-request';
import { useIssueResetCode } from '../api/post-reset-code';
import { ResetCodeDialog } from './reset-code-dialog';

const STATUS_COLORS: Record<AccountRequestStatus, string> = {
  pending: 'orange',
  issued: 'blue',
  approved: 'green',
  completed: 'green',
  rejected: 'gray',
};

const showFailure = (error: unknown) =>
  notify('error', error instanceof Error ? error.message : String(error));

interface Actions {
  approve: (request: AccountRequest) => void;
  reject: (request: AccountRequest) => void;
  issue: (request: AccountRequest) => void;
  busyId: number | null;
}

/** What the administrator can do with a request, and why not when they cannot. */
function RequestActions({ request, actions }: { request: AccountRequest; actions: Actions }) {
  const { t } = useConsoleT();
  const open = request.status === 'pending' || request.status === 'issued';
  if (!open) return null;
  const busy = actions.busyId === request.id;
  const who = request.username;
  return (
    <HStack gap="2" wrap="wrap">
      {request.kind === 'register' ? (
        <Button
          size="xs"
          colorPalette="brand"
          disabled={request.accountExists}
          loading={busy}
          aria-label={`${t('requests.approve')}: ${who}`}
          onClick={() => actions.approve(request)}
        >
          {t('requests.approve')}
        </Button>
      ) : (
        <Button
          size="xs"
          colorPalette="brand"
          disabled={!request.accountExists}
          loading={busy}
          aria-label={`${t(request.status === 'issued' ? 'requests.newCode' : 'requests.issue')}: ${who}`}
          onClick={() => actions.issue(request)}
        >
          {t(request.status === 'issued' ? 'requests.newCode' : 'requests.issue')}
        </Button>
      )}
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`${t('requests.reject')}: ${who}`}
        onClick={() => actions.reject(request)}
      >
        {t('requests.reject')}
      </Button>
    </HStack>
  );
}

function RequestCard({ request, actions }: { request: AccountRequest; actions: Actions }) {
  const { t, i18n } = useConsoleT();
  const titleId = `request-${request.id}`;
  // Why the main action is not offered: the name is taken, or no account has it.
  const blocked =
    request.status === 'pending' || request.status === 'issued'
      ? request.kind === 'register' && request.accountExists
        ? t('requests.taken')
        : request.kind === 'reset' && !request.accountExists
          ? t('requests.noAccount')
          : ''
      : '';
  return (
    <Box
      as="li"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      p="4"
      data-testid="account-request"
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box minW="0">
          <HStack gap="2" wrap="wrap">
            <Badge size="sm" colorPalette={request.kind === 'register' ? 'purple' : 'cyan'}>
              {t(`requests.kind.${request.kind}`)}
            </Badge>
            <Text as="h3" id={titleId} fontWeight="600" fontFamily="mono" wordBreak="break-all">
              {request.username}
            </Text>
            <Badge size="sm" variant="outline" colorPalette={STATUS_COLORS[request.status]}>
              {t(`requests.status.${request.status}`)}
            </Badge>
          </HStack>
          {request.kind === 'register' && (
            <Text fontSize="sm" mt="1" wordBreak="break-word">
              {request.name} · {request.email}
            </Text>
          )}
          {request.note && (
            <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-wrap" wordBreak="break-word">
              {request.note}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted" mt="2">
            {t('requests.createdAt', { time: formatDateTime(request.createdAt, i18n.language) })}
            {request.decidedAt &&
              ` · ${t('requests.decided', {
                who: request.decidedBy ?? '',
                time: formatDateTime(request.decidedAt, i18n.language),
              })}`}
            {request.status === 'issued' &&
              request.codeExpiresAt &&
              ` · ${t('requests.codeUntil', { time: formatDateTime(request.codeExpiresAt, i18n.language) })}`}
          </Text>
          {blocked && (
            <Text fontSize="xs" color="orange.fg" mt="1">
              {blocked}
            </Text>
          )}
        </Box>
        <RequestActions request={request} actions={actions} />
      </Flex>
    </Box>
  );
}

function viewOf(value: string | null): AccountRequestView {
  return (ACCOUNT_REQUEST_VIEWS as readonly string[]).includes(value ?? '')
    ? (value as AccountRequestView)
    : 'open';
}

/** The login page's requests, for administrators: approve or reject a registration, answer a reset with a code. */
export default function AccountRequestsPage() {
  const { t } = useConsoleT();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAccountRequests(view, page);
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const issue = useIssueResetCode();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<AccountRequest | null>(null);
  const [issued, setIssued] = useState<ResetCodeResult | null>(null);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / REQUEST_PAGE_SIZE));

  const goTo = (next: { view?: AccountRequestView; page?: number }) => {
    const search = new URLSearchParams();
    const nextView = next.view ?? view;
    if (nextView !== 'open') search.set('view', nextView);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const actions: Actions = {
    busyId,
    approve: (request) => {
      setBusyId(request.id);
      approve
        .mutateAsync(request.id)
        .then(() => notify('success', t('requests.approved', { username: request.username })))
        .catch(showFailure)
        .finally(() => setBusyId(null));
    },
    issue: (request) => {
      setBusyId(request.id);
      issue
        .mutateAsync(request.id)
        .then(setIssued)
        .catch(showFailure)
        .finally(() => setBusyId(null));
    },
    reject: setRejecting,
  };

  const confirmReject = async () => {
    if (!rejecting) return;
    try {
      await reject.mutateAsync(rejecting.id);
      notify('success', t('requests.rejected', { username: rejecting.username }));
    } catch (error) {
      showFailure(error);
    } finally {
      setRejecting(null);
    }
  };

  return (
    <Box bg="bg.panel" rounded="md" p={{ base: '4', md: '5' }}>
      <PageHeader title={t('requests.title')} />
      <Text fontSize="sm" color="fg.muted" mb="4" maxW="70ch">
        {t('requests.intro')}
      </Text>
      <Tabs.Root
        value={view}
        onValueChange={(details) => goTo({ view: details.value as AccountRequestView })}
        colorPalette="brand"
        size="sm"
      >
        <Tabs.List mb="4">
          {ACCOUNT_REQUEST_VIEWS.map((option) => (
            <Tabs.Trigger key={option} value={option}>
              {t(`requests.view.${option}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ACCOUNT_REQUEST_VIEWS.map((option) => (
          <Tabs.Content key={option} value={option} p="0">
            {option === view && (
              <>
                {query.error && (
                  <Text role="alert" color="fg.error" fontSize="sm" mb="3">
                    {t('common.error', { message: query.error.message })}
                  </Text>
                )}
                {query.isPending ? (
                  <Stack gap="3">
                    {Array.from({ length: 3 }, (_, i) => (
                      <Skeleton key={i} h="24" />
                    ))}
                  </Stack>
                ) : query.data && query.data.items.length > 0 ? (
                  <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={t('requests.title')}>
                    {query.data.items.map((request) => (
                      <RequestCard key={request.id} request={request} actions={actions} />
                    ))}
                  </Stack>
                ) : (
                  <Text textAlign="center" color="fg.muted" fontSize="sm" py="12">
                    {t(view === 'open' ? 'requests.empty.open' : 'requests.empty.all')}
                  </Text>
                )}
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Flex justify="space-between" align="center" mt="4" fontSize="sm" color="fg.muted" wrap="wrap" gap="2">
        <Text>{t('list.total', { total: query.data?.total ?? 0 })}</Text>
        <HStack as="nav" aria-label={t('list.page', { page, pages })} gap="2">
          <Button
            size="xs"
            variant="outline"
            aria-label={t('list.prev')}
            disabled={page <= 1}
            onClick={() => goTo({ page: page - 1 })}
          >
            <Icon name="chevronLeft" />
          </Button>
          <Text>{t('list.page', { page, pages })}</Text>
          <Button
            size="xs"
            variant="outline"
            aria-label={t('list.next')}
            disabled={page >= pages}
            onClick={() => goTo({ page: page + 1 })}
          >
            <Icon name="chevronRight" />
          </Button>
        </HStack>
      </Flex>
      <ConfirmDialog
        open={rejecting !== null}
        title={t('requests.reject')}
        message={t(rejecting?.kind === 'reset' ? 'requests.reject.confirmReset' : 'requests.reject.confirm', {
          username: rejecting?.username ?? '',
        })}
        confirmLabel={t('requests.reject')}
        busy={reject.isPending}
        onConfirm={() => void confirmReject()}
        onCancel={() => setRejecting(null)}
      />
      <ResetCodeDialog issued={issued} onClose={() => setIssued(null)} />
    </Box>
  );
}
