import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { useAtomValue } from '@site/shared/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';
import { onIntent } from '../../../components/on-intent';
import { type CloseAction, type TabEntry, WORKPLACE_TAB, closeTabs, tabsAtom } from '../../../state/tabs';
import { TabActionsButton } from './tab-actions-button';
import type { TabActionsProps } from './tab-actions-menu';

const TabActions = onIntent<TabActionsProps>(
  () => import(/* webpackChunkName: "tab-actions" */ './tab-actions-menu').then((mod) => mod.TabActionsMenu),
  function TabActionsStandIn({ standIn }) {
    return <TabActionsButton aria-haspopup="menu" {...standIn} />;
  },
);

const RouterLink = chakra(Link);

/** Open pages as tabs: the workplace first; each keeps its address (query included). */
export function TabBar({ currentName, onReload }: { currentName: string | undefined; onReload: () => void }) {
  const { t } = useConsoleT();
  const tabs = useAtomValue(tabsAtom);
  const navigate = useNavigate();

  const close = (action: CloseAction, tab: TabEntry) => {
    const next = closeTabs(action, tab.name, currentName);
    if (next) void navigate(next.fullPath);
  };
  const current = tabs.find((tab) => tab.name === currentName) ?? tabs[0]!;
  const list = useRef<HTMLDivElement>(null);

  // The current page's tab is always in view, however many are open: the strip scrolls to it.
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>('[data-active="true"]');
    if (!strip || !tab) return;
    const box = strip.getBoundingClientRect();
    const { left, right, width } = tab.getBoundingClientRect();
    if (left < box.left || right > box.right) {
      strip.scrollLeft += left - box.left - (box.width - width) / 2;
    }
  }, [currentName, tabs.length]);

  return (
    // A landmark of its own: the open pages are a way through the console, as the menu is.
    <Flex
      as="nav"
      aria-label={t('tabs.label')}
      align="center"
      gap="2"
      h="40px"
      px="5"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      data-testid="tab-bar"
    >
      <Flex
        as="ul"
        ref={list}
        gap="1.5"
        flex="1"
        minW="0"
        overflowX="auto"
        listStyleType="none"
        m="0"
        p="0"
        py="1"
      >
        {tabs.map((tab) => {
          const active = tab.name === currentName;
          return (
            <Flex
              as="li"
              key={tab.name}
              align="center"
              flexShrink={0}
              h="7"
              ps="3"
              pe={tab.name === WORKPLACE_TAB.name ? '3' : '1'}
              rounded="sm"
              borderWidth="1px"
              borderColor={active ? 'brand.solid' : 'border'}
              bg={active ? 'brand.solid/10' : 'bg'}
              color={active ? 'brand.fg' : 'fg.muted'}
              fontSize="xs"
              data-testid="tab"
              data-active={active ? 'true' : undefined}
            >
              <RouterLink
                to={tab.fullPath}
                aria-current={active ? 'page' : undefined}
                color="inherit"
                textDecoration="none"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
              >
                {t(tab.title)}
              </RouterLink>
              {tab.name !== WORKPLACE_TAB.name && (
                <chakra.button
                  type="button"
                  aria-label={t('tabs.close', { title: t(tab.title) })}
                  onClick={() => close('current', tab)}
                  ms="1"
                  p="0.5"
                  rounded="xs"
                  display="flex"
                  _hover={{ bg: 'bg.emphasized' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                >
                  <Icon name="close" size={12} />
                </chakra.button>
              )}
            </Flex>
          );
        })}
      </Flex>
      <Button
        variant="ghost"
        size="xs"
        px="1.5"
        aria-label={t('tabs.reload')}
        title={t('tabs.reload')}
        onClick={onReload}
      >
        <Icon name="refresh" size={14} />
      </Button>
      <TabActions
        currentIsWorkplace={current.name === WORKPLACE_TAB.name}
        onReload={onReload}
        onClose={(action) => close(action, current)}
      />
      <Box />
    </Flex>
  );
}
