import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { MESSAGE_TYPES, type MessageType } from '@site/contracts/api/message-types';
import type { MessageItem } from '@site/contracts/api/messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icons';
import { PageHeader, formatDateTime } from '../../../components/page-header';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { sortForDisplay, unreadCountOf, useMessageBox } from '../message-box-state';
import { relativeTime } from '../message-time';

type MessageBoxState = ReturnType<typeof useMessageBox>;

const PAGE_SIZE = 10;
const TAG_COLORS: Record<number, string> = { 0: 'gray', 1: 'blue', 3: 'red' };
const showFailure = (error: Error) => notify('error', error.message);

function typeOf(value: string | null): MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(value ?? '') ? (value as MessageType) : 'message';
}

function MessageEntry({ item, box }: { item: MessageItem; box: MessageBoxState }) {
  const { t, i18n } = useConsoleT();
  const unread = item.status === 0;
  const titleId = `message-${item.id}-title`;
  return (
    <Box
      as="li"
      aria-labelledby={titleId}
      py="4"
      borderBottomWidth="1px"
      borderColor="border.muted"
      data-testid="message-entry"
      data-status={unread ? 'unread' : 'read'}
    >
      <Flex gap="3" align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Box
          w="2"
          h="2"
          mt="2"
          rounded="full"
          flexShrink={0}
          bg={unread ? 'red.500' : 'transparent'}
          aria-hidden="true"
        />
        <Box flex="1" minW="0">
          <Flex align="center" gap="2" wrap="wrap">
            <Text as="h3" id={titleId} fontSize="sm" fontWeight="600">
              {item.title}
            </Text>
            {item.subTitle && (
              <Text fontSize="xs" color="fg.muted">
                {item.subTitle}
              </Text>
            )}
            {item.messageType !== undefined && (
              <Badge size="sm" colorPalette={TAG_COLORS[item.messageType]}>
                {t(`message.type.${item.messageType}`)}
              </Badge>
            )}
            <Badge size="sm" variant="outline" colorPalette={unread ? 'red' : 'gray'}>
              {unread ? t('message.unread') : t('message.read')}
            </Badge>
          </Flex>
          {item.content && (
            <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-wrap" wordBreak="break-word">
              {item.content}
            </Text>
          )}
          <Text asChild display="block" fontSize="xs" color="fg.muted" mt="1">
            <time dateTime={item.time}>
              {formatDateTime(item.time, i18n.language)} · {relativeTime(item.time, i18n.language)}
            </time>
          </Text>
        </Box>
        {unread && (
          <Button
            size="xs"
            variant="outline"
            flexShrink={0}
            ms={{ base: '5', sm: '0' }}
            aria-label={`${t('message.markRead')}: ${item.title}`}
            onClick={() => void box.read([item.id]).catch(showFailure)}
          >
            {t('message.markRead')}
          </Button>
        )}
      </Flex>
    </Box>
  );
}

function MessageTab({ kind, box }: { kind: MessageType; box: MessageBoxState }) {
  const { t } = useConsoleT();
  const [params, setParams] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const list = sortForDisplay(box.items.filter((item) => item.type === kind));
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number(params.get('page')) || 1));
  const shown = list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const unread = unreadCountOf(list);
  const label = t(`message.tab.${kind}`);

  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };
  const clear = async () => {
    try {
      await box.clear(kind);
      notify('success', t('messages.cleared', { type: label }));
      goTo(1);
    } catch (error) {
      showFailure(error as Error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" py="3">
        <Text fontSize="sm" color="fg.muted">
          {t('messages.summary', { total: list.length, unread })}
        </Text>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            disabled={unread === 0}
            onClick={() => void box.readAll(kind).catch(showFailure)}
          >
            {t('message.allRead')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={list.length === 0}
            onClick={() => setConfirming(true)}
          >
            {t('message.clear')}
          </Button>
        </HStack>
      </Flex>
      {box.loading && list.length === 0 ? (
        <Stack gap="3" py="4">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h="14" />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <Text textAlign="center" color="fg.muted" fontSize="sm" py="12">
          {t('message.empty')}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" borderTopWidth="1px" borderColor="border.muted">
          {shown.map((item) => (
            <MessageEntry key={item.id} item={item} box={box} />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Flex justify="flex-end" mt="4">
          <HStack
            as="nav"
            aria-label={t('list.page', { page, pages })}
            gap="2"
            fontSize="sm"
            color="fg.muted"
          >
            <Button
              size="xs"
              variant="outline"
              aria-label={t('list.prev')}
              disabled={page <= 1}
              onClick={() => goTo(page - 1)}
            >
              <Icon name="chevronLeft" />
            </Button>
            <Text>{t('list.page', { page, pages })}</Text>
            <Button
              size="xs"
              variant="outline"
              aria-label={t('list.next')}
              disabled={page >= pages}
              onClick={() => goTo(page + 1)}
            >
              <Icon name="chevronRight" />
            </Button>
          </HStack>
        </Flex>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('messages.clear.title', { type: label })}
        message={t('messages.clear.confirm', { count: list.length, type: label })}
        confirmLabel={t('message.clear')}
        busy={box.clearing}
        onConfirm={() => void clear()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}

/** Every message of the user, a tab per type (?type=), ten at a time (?page=): read, mark read, clear. */
export default function MessagesPage() {
  const { t } = useConsoleT();
  const box = useMessageBox();
  const [params, setParams] = useSearchParams();
  const tab = typeOf(params.get('type'));
  return (
    <Box bg="bg.panel" rounded="md" p={{ base: '4', md: '5' }}>
      <PageHeader title={t('messages.title')} />
      {box.error && (
        <Text role="alert" color="fg.error" fontSize="sm" mb="3">
          {t('common.error', { message: box.error })}
        </Text>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setParams({ type: details.value })}
        colorPalette="brand"
        size="sm"
      >
        <Tabs.List>
          {MESSAGE_TYPES.map((kind) => {
            const count = unreadCountOf(box.items, kind);
            return (
              <Tabs.Trigger key={kind} value={kind}>
                {t(`message.tab.${kind}`)}
                {count > 0 && (
                  <Badge size="xs" colorPalette="red" variant="solid" rounded="full">
                    <span aria-hidden="true">{count}</span>
                    <Text as="span" srOnly>
                      {t('messages.unreadCount', { count })}
                    </Text>
                  </Badge>
                )}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {MESSAGE_TYPES.map((kind) => (
          <Tabs.Content key={kind} value={kind} p="0">
            <MessageTab kind={kind} box={box} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
