import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Separator } from '@chakra-ui/react/separator';
import { HStack } from '@chakra-ui/react/stack';
import { useAtomValue } from '@site/shared/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { LocaleSwitchOnIntent } from '../../../components/locale-switch-on-intent';
import { Logo } from '../../../components/logo';
import { useConsoleT } from '../../../i18n/texts';
import { WORKPLACE_PATH } from '../../../state/paths';
import { appSettingsAtom, updateSettings } from '../../../state/settings';
import { UserMenu } from '../../account';
import { MessageBox } from '../../messages';
import { SearchButton, type SearchPage } from '../../search';
import type { MenuNode } from '../menu-model';
import { TopMenu } from './top-menu';

export const NAVBAR_HEIGHT = 60;
export const DOCS_URL = 'https://arco.design/react/docs/pro/start';

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [on, toggle];
}

function IconButtonLike(props: { label: string; icon: string; onClick?: () => void; testId?: string }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      px="2"
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      <Icon name={props.icon} size={18} />
    </Button>
  );
}

/** The console's own pages of a menu, for the search: each with its label and its section's, in the menu's order. */
function searchPagesOf(menu: MenuNode[], t: (key: string) => string): SearchPage[] {
  return menu.flatMap((section) => {
    if (section.external) return [];
    const pages = section.children.length > 0 ? section.children : [section];
    return pages
      .filter((page) => !page.external)
      .map((page) => ({
        key: page.key,
        path: page.path,
        label: t(page.locale),
        section: page === section ? '' : t(section.locale),
      }));
  });
}

export function Navbar({
  menu,
  roleMenu,
  onOpenMobileMenu,
}: {
  /** The menu to show in the navbar (top menu), or null. */
  menu: MenuNode[] | null;
  /** The menu of the current role, whose pages the search offers. */
  roleMenu: MenuNode[];
  onOpenMobileMenu?: () => void;
}) {
  const { t } = useConsoleT();
  const searchPages = useMemo(() => searchPagesOf(roleMenu, t), [roleMenu, t]);
  const { theme, search } = useAtomValue(appSettingsAtom);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  return (
    <Flex
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h={`${NAVBAR_HEIGHT}px`}
      align="center"
      gap="4"
      px={{ base: '3', md: '5' }}
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      data-testid="navbar"
    >
      {onOpenMobileMenu && (
        <Box display={{ base: 'block', md: 'none' }}>
          <IconButtonLike label={t('menu.expand')} icon="menuUnfold" onClick={onOpenMobileMenu} />
        </Box>
      )}
      <Link to={WORKPLACE_PATH} aria-label={t('navbar.logo')}>
        <Box display={{ base: 'none', sm: 'block' }}>
          <Logo title={t('app.title')} />
        </Box>
        <Box display={{ base: 'block', sm: 'none' }}>
          <Logo title="" />
        </Box>
      </Link>
      {menu && (
        <Box flex="1" minW="0" display={{ base: 'none', md: 'block' }}>
          <TopMenu nodes={menu} />
        </Box>
      )}
      <HStack as="nav" aria-label={t('navbar.settings')} gap={{ base: '0', md: '1' }} ms="auto">
        {search && (
          <Box me={{ base: '0', md: '1' }}>
            <SearchButton pages={searchPages} />
          </Box>
        )}
        <Box display={{ base: 'none', md: 'block' }}>
          <LocaleSwitchOnIntent />
        </Box>
        <IconButtonLike
          label={theme === 'dark' ? t('navbar.theme.toLight') : t('navbar.theme.toDark')}
          icon={theme === 'dark' ? 'sun' : 'moon'}
          onClick={() => updateSettings({ theme: theme === 'dark' ? 'light' : 'dark' })}
          testId="theme-toggle"
        />
        <Box display={{ base: 'none', md: 'block' }}>
          <IconButtonLike
            label={fullscreen ? t('navbar.fullscreen.exit') : t('navbar.fullscreen')}
            icon={fullscreen ? 'shrink' : 'expand'}
            onClick={toggleFullscreen}
          />
        </Box>
        <MessageBox />
        <Button asChild variant="ghost" size="sm" px="2" display={{ base: 'none', md: 'inline-flex' }}>
          <a
            href={DOCS_URL}
            target="_blank"
            rel="noreferrer"
            aria-label={t('navbar.docs')}
            title={t('navbar.docs')}
          >
            <Icon name="book" size={18} />
          </a>
        </Button>
        <IconButtonLike
          label={t('navbar.settings')}
          icon="settings"
          onClick={() => updateSettings({ globalSettings: true })}
          testId="settings-button"
        />
        <Separator orientation="vertical" h="5" mx="1" />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
