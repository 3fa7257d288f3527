import { NOTICE_SEARCH_MAX_LENGTH } from '@site/contracts/api/notice-fields';
import type { NoticeSearchHit } from '@site/contracts/api/notices';
import { findMenuPage, mayOpen } from '@site/contracts/console-menu';
import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { formatDateTime } from '../../../components/page-header';
import { useConsoleT } from '../../../i18n/texts';
import { useRole } from '../../account';
import { useNoticeSearch } from '../api/get-notice-search';
import { type SearchOption, type SearchPage, matchPages, moveActive } from '../search-model';

const LIST_ID = 'console-search-results';
/** How long the typing pauses before the server is asked. */
const DEBOUNCE_MS = 200;
/** Pages shown for a text; without one the whole menu is. */
const PAGE_HITS = 8;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The label with the part that matches the text marked. */
function Highlighted({ label, text }: { label: string; text: string }) {
  const at = text ? label.toLocaleLowerCase().indexOf(text.toLocaleLowerCase()) : -1;
  if (at === -1) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <chakra.mark bg="transparent" color="inherit" fontWeight="700">
        {label.slice(at, at + text.length)}
      </chakra.mark>
      {label.slice(at + text.length)}
    </>
  );
}

function OptionRow({
  option,
  active,
  onPick,
  onHover,
  children,
}: {
  option: SearchOption;
  active: boolean;
  onPick: (option: SearchOption) => void;
  onHover: (id: string) => void;
  children: ReactNode;
}) {
  return (
    <Flex
      role="option"
      id={option.id}
      aria-selected={active}
      align="center"
      gap="3"
      px="3"
      py="2"
      rounded="sm"
      cursor="pointer"
      bg={active ? 'bg.muted' : 'transparent'}
      outline={active ? '2px solid' : 'none'}
      outlineColor="brand.solid"
      outlineOffset="-2px"
      // The focus stays in the text box; a press on an option must not take it away first.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => onHover(option.id)}
      onClick={() => onPick(option)}
      data-testid={`search-option-${option.kind}`}
    >
      {children}
    </Flex>
  );
}

/** A group of options, named for assistive tech; its visible heading is the same name. */
function OptionGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} mb="2" data-testid={id}>
      <Text aria-hidden="true" px="3" py="1" fontSize="xs" fontWeight="600" color="fg.muted">
        {label}
      </Text>
      {children}
    </Box>
  );
}

/**
 * The search dialog: a combobox whose list holds the pages the role may open (from the menu) and, for a role that
 * may open a notice, the notices whose title matches (asked of the server as the typing pauses). Arrow keys move
 * through the options, Enter opens one, Escape closes the dialog; the focus stays in the text box throughout.
 */
export default function SearchDialog({
  open,
  pages,
  onClose,
}: {
  open: boolean;
  pages: readonly SearchPage[];
  onClose: () => void;
}) {
  const { t, i18n } = useConsoleT();
  const navigate = useNavigate();
  const role = useRole();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const wanted = text.trim();
  const settled = useDebounced(wanted, DEBOUNCE_MS);

  // Notices open on their profile page, and the full list in the search table: only for a role that may open them.
  const noticesAllowed = role !== '' && mayOpen(findMenuPage('profile-basic')?.page.roles, role);
  const tableAllowed = role !== '' && mayOpen(findMenuPage('search-table')?.page.roles, role);
  const notices = useNoticeSearch(settled, open && noticesAllowed);

  const pageHits = matchPages(pages, wanted).slice(0, wanted ? PAGE_HITS : undefined);
  const showNotices = noticesAllowed && wanted !== '';
  const noticeHits: NoticeSearchHit[] = showNotices && settled === wanted ? (notices.data?.items ?? []) : [];
  const noticeTotal = showNotices && settled === wanted ? (notices.data?.total ?? 0) : 0;
  const searching = showNotices && (settled !== wanted || notices.isFetching);

  const options: SearchOption[] = [
    ...pageHits.map((page) => ({ id: `search-page-${page.key}`, kind: 'page' as const, path: page.path })),
    ...noticeHits.map((notice) => ({
      id: `search-notice-${notice.id}`,
      kind: 'notice' as const,
      path: `/profile/basic?id=${notice.id}`,
    })),
    ...(tableAllowed && noticeTotal > noticeHits.length
      ? [
          {
            id: 'search-more',
            kind: 'more' as const,
            path: `/list/search-table?q=${encodeURIComponent(wanted)}`,
          },
        ]
      : []),
  ];
  // The active option is the one chosen with the arrows while it is still listed, else the first.
  const active = options.find((option) => option.id === activeId) ?? options[0] ?? null;

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const pick = (option: SearchOption) => {
    onClose();
    void navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveId(moveActive(options, active?.id ?? null, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (active) pick(active);
    }
  };

  const row = (option: SearchOption, content: ReactNode) => (
    <OptionRow
      key={option.id}
      option={option}
      active={option.id === active?.id}
      onPick={pick}
      onHover={setActiveId}
    >
      {content}
    </OptionRow>
  );

  const pageOptions = options.filter((option) => option.kind === 'page');
  const noticeOptions = options.filter((option) => option.kind === 'notice');
  const more = options.find((option) => option.kind === 'more');
  const status = searching
    ? t('search.searching')
    : options.length === 0
      ? t('search.empty', { text: wanted })
      : t('search.count', { pages: pageHits.length, notices: noticeHits.length });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      initialFocusEl={() => input.current}
      placement="top"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The whole screen on a phone, where the keyboard takes half of it; a box near the top elsewhere. */}
          <Dialog.Content
            my={{ base: '0', md: '16' }}
            maxW={{ base: '100dvw', md: '2xl' }}
            minH={{ base: '100dvh', md: 'auto' }}
            maxH={{ base: '100dvh', md: 'calc(100% - 8rem)' }}
            rounded={{ base: '0', md: 'l3' }}
            data-testid="search-dialog"
          >
            <Dialog.Header p="0" borderBottomWidth="1px" borderColor="border">
              <Dialog.Title srOnly>{t('search.title')}</Dialog.Title>
              <Flex align="center" gap="2" px="4" py="3" w="full">
                <Box color="fg.muted" aria-hidden="true">
                  <Icon name="search" size={18} />
                </Box>
                <chakra.input
                  ref={input}
                  type="text"
                  role="combobox"
                  aria-label={t('search.open')}
                  aria-expanded={options.length > 0}
                  aria-controls={LIST_ID}
                  aria-autocomplete="list"
                  aria-activedescendant={active?.id}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t('search.placeholder')}
                  value={text}
                  maxLength={NOTICE_SEARCH_MAX_LENGTH}
                  onChange={(event) => {
                    // Pasted line breaks and tabs are spaces to a search: the server takes no control characters.
                    setText(event.target.value.replace(/\p{Cc}/gu, ' '));
                    setActiveId(null);
                  }}
                  onKeyDown={onKeyDown}
                  flex="1"
                  minW="0"
                  h="9"
                  bg="transparent"
                  fontSize="md"
                  outline="none"
                  _placeholder={{ color: 'fg.muted' }}
                  data-testid="search-input"
                />
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={t('search.close')} />
                </Dialog.CloseTrigger>
              </Flex>
            </Dialog.Header>
            {/* Focusable, so that a long list scrolls from the keyboard as well as with the arrows in the box. */}
            <Dialog.Body px="2" py="2" tabIndex={0}>
              <Text srOnly aria-live="polite" aria-atomic="true">
                {status}
              </Text>
              <Box role="listbox" id={LIST_ID} aria-label={t('search.results')}>
                {pageOptions.length > 0 && (
                  <OptionGroup id="search-pages" label={t('search.pages')}>
                    {pageHits.map((page, index) =>
                      row(
                        pageOptions[index]!,
                        <>
                          <Box color="fg.muted" aria-hidden="true">
                            <Icon name="file" size={16} />
                          </Box>
                          <Text as="span" flex="1" minW="0" truncate>
                            <Highlighted label={page.label} text={wanted} />
                          </Text>
                          <Text as="span" fontSize="xs" color="fg.muted" flexShrink="0">
                            {page.section}
                          </Text>
                        </>,
                      ),
                    )}
                  </OptionGroup>
                )}
                {noticeHits.length > 0 && (
                  <OptionGroup id="search-notices" label={t('search.notices')}>
                    {noticeHits.map((notice, index) =>
                      row(
                        noticeOptions[index]!,
                        <>
                          <Box color="fg.muted" aria-hidden="true">
                            <Icon name="bell" size={16} />
                          </Box>
                          <Text as="span" flex="1" minW="0" truncate>
                            <Highlighted label={notice.title} text={wanted} />
                          </Text>
                          <Text
                            as="span"
                            // A phone keeps the width for the title: the time goes, a draft still says so.
                            display={{ base: notice.status === 'draft' ? 'inline' : 'none', sm: 'inline' }}
                            fontSize="xs"
                            color="fg.muted"
                            flexShrink="0"
                          >
                            {notice.status === 'draft'
                              ? t('status.draft')
                              : formatDateTime(notice.publishAt, i18n.language)}
                          </Text>
                        </>,
                      ),
                    )}
                    {more &&
                      row(
                        more,
                        <Text as="span" flex="1" fontSize="sm" color="brand.fg">
                          {t('search.more', { count: noticeTotal })}
                        </Text>,
                      )}
                  </OptionGroup>
                )}
              </Box>
              {!searching && options.length === 0 && (
                <Text px="3" py="6" textAlign="center" color="fg.muted" fontSize="sm">
                  {t('search.empty', { text: wanted })}
                </Text>
              )}
              {showNotices && notices.error && (
                <Text px="3" py="2" fontSize="sm" color="red.fg">
                  {t('search.failed', { message: notices.error.message })}
                </Text>
              )}
              {searching && noticeHits.length === 0 && (
                <Text px="3" py="2" fontSize="sm" color="fg.muted">
                  {t('search.searching')}
                </Text>
              )}
            </Dialog.Body>
            <Flex
              display={{ base: 'none', md: 'flex' }}
              gap="4"
              px="4"
              py="2"
              borderTopWidth="1px"
              borderColor="border"
              fontSize="xs"
              color="fg.muted"
              aria-hidden="true"
            >
              <span>{t('search.hint.move')}</span>
              <span>{t('search.hint.open')}</span>
              <span>{t('search.hint.close')}</span>
            </Flex>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
