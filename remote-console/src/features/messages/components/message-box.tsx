import { Avatar } from '@chakra-ui/react/avatar';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { chakra } from '@chakra-ui/react/styled-system';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type Reach, useReachedTrigger } from '../../../components/on-intent';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import { MESSAGE_TYPES, type MessageType } from '@site/contracts/api/message-types';
import type { MessageItem } from '@site/contracts/api/messages';
import { sortForDisplay, unreadCountOf, useMessageBox } from '../message-box-state';
import { relativeTime } from '../message-time';
import { MESSAGES_PATH } from '../routes';
import { AlertsButton } from './alerts-button';

type MessageBoxState = ReturnType<typeof useMessageBox>;
const showFailure = (error: Error) => notify('error', error.message);

// The box shows the first few of a tab; "View more" opens the page with all of them.
const PAGE = 5;
const TAG_COLORS: Record<number, string> = { 0: 'gray', 1: 'blue', 3: 'red' };

function MessageRow({ item, onRead }: { item: MessageItem; onRead: (ids: number[]) => Promise<void> }) {
  const { t, i18n } = useConsoleT();
  const unread = item.status === 0;
  const open = () => {
    if (unread) onRead([item.id]).catch(showFailure);
  };
  return (
    <chakra.button
      type="button"
      onClick={open}
      display="flex"
      gap="3"
      w="full"
      textAlign="start"
      px="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
      data-testid="message-item"
      data-status={unread ? 'unread' : 'read'}
    >
      {item.type === 'message' && (
        <Avatar.Root size="sm" colorPalette="blue">
          <Avatar.Fallback name={item.title} />
        </Avatar.Root>
      )}
      <Box flex="1" minW="0">
        <Flex align="center" gap="2">
          {/* Read or not shows in the weight of its title and the dot, not by fading it: faded text is hard to read. */}
          <Text fontSize="sm" fontWeight={unread ? '600' : '400'} truncate>
            {item.title}
          </Text>
          {item.subTitle && (
            <Text fontSize="xs" color="fg.muted" truncate>
              {item.subTitle}
            </Text>
          )}
          {item.messageType !== undefined && (
            <Badge size="sm" colorPalette={TAG_COLORS[item.messageType]} ms="auto">
              {t(`message.type.${item.messageType}`)}
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted" lineClamp={2} mt="0.5">
          {item.content}
        </Text>
        <Text fontSize="xs" color="fg.muted" mt="1">
          {relativeTime(item.time, i18n.language)}
        </Text>
      </Box>
      {unread && <Box w="2" h="2" mt="1.5" rounded="full" bg="red.500" flexShrink={0} aria-hidden="true" />}
      {/* The name is what the item shows (a label of its own would hide its text from speech input), then its state. */}
      <VisuallyHidden>{unread ? t('message.unread') : t('message.read')}</VisuallyHidden>
    </chakra.button>
  );
}

function MessageList({
  kind,
  box,
  onLeave,
}: {
  kind: MessageType;
  box: MessageBoxState;
  onLeave: () => void;
}) {
  const { t } = useConsoleT();
  const { items, loading } = box;
  const list = sortForDisplay(items.filter((item) => item.type === kind));
  const viewMore = (
    <Button asChild flex="1" variant="ghost" size="sm" rounded="0">
      <Link to={`${MESSAGES_PATH}?type=${kind}`} onClick={onLeave} data-testid="messages-view-more">
        {t('message.viewMore')}
      </Link>
    </Button>
  );
  if (loading && items.length === 0) {
    return (
      <Flex justify="center" py="10" aria-label={t('message.loading')}>
        <Spinner color="brand.solid" />
      </Flex>
    );
  }
  if (list.length === 0) {
    return (
      <>
        <Text textAlign="center" color="fg.muted" fontSize="sm" py="10">
          {t('message.empty')}
        </Text>
        <Flex borderTopWidth="1px" borderColor="border.muted">
          {viewMore}
        </Flex>
      </>
    );
  }
  return (
    <Box>
      <Box maxH="360px" overflowY="auto">
        {list.slice(0, PAGE).map((item) => (
          <MessageRow key={item.id} item={item} onRead={box.read} />
        ))}
      </Box>
      <Flex borderTopWidth="0" divideX="1px" divideColor="border.muted">
        <Button
          flex="1"
          variant="ghost"
          size="sm"
          rounded="0"
          onClick={() => void box.readAll(kind).catch(showFailure)}
        >
          {t('message.allRead')}
        </Button>
        {viewMore}
      </Flex>
    </Box>
  );
}

/**
 * The navbar's alerts entry: unread count, and a popover with the Message, Notice and Todo tabs. Loaded when the
 * visitor reaches for its button (features/messages/index.ts).
 */
export function MessageBox(reach: Reach) {
  const { t } = useConsoleT();
  const box = useMessageBox();
  const { items, unread } = box;
  const [tab, setTab] = useState<MessageType>('message');
  const [open, setOpen] = useState(false);
  const trigger = useReachedTrigger(reach);

  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
    >
      <Popover.Trigger asChild>
        <AlertsButton ref={trigger} unread={unread} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            w={{ base: 'calc(100vw - 24px)', sm: '400px' }}
            p="0"
            overflow="hidden"
            aria-label={t('message.box')}
          >
            <Tabs.Root
              value={tab}
              onValueChange={(details) => setTab(details.value as MessageType)}
              size="sm"
              colorPalette="brand"
            >
              <Flex align="center" borderBottomWidth="1px" borderColor="border.muted" pe="2">
                <Tabs.List flex="1" borderBottomWidth="0" px="2">
                  {MESSAGE_TYPES.map((kind) => {
                    const count = unreadCountOf(items, kind);
                    return (
                      <Tabs.Trigger key={kind} value={kind}>
                        {t(`message.tab.${kind}`)}
                        {count > 0 && ` (${count})`}
                      </Tabs.Trigger>
                    );
                  })}
                </Tabs.List>
                <Button
                  size="xs"
                  variant="ghost"
                  loading={box.clearing}
                  disabled={!items.some((item) => item.type === tab)}
                  onClick={() => void box.clear(tab).catch(showFailure)}
                >
                  {t('message.clear')}
                </Button>
              </Flex>
              {MESSAGE_TYPES.map((kind) => (
                <Tabs.Content key={kind} value={kind} p="0">
                  <MessageList kind={kind} box={box} onLeave={() => setOpen(false)} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
