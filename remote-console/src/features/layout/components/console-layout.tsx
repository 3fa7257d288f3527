import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  type PageModule,
  type RouteHandle,
  type RouteRecord,
  isLoggedInAtom,
  retryableOnce,
  useAtomValue,
} from '@site/shared/core';
import { QueryProvider } from '@site/shared/query';
import { type ReactNode, Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { consoleHasRendered, loginPath } from '../../../components/console-page-effects';
import { ConsoleRoot } from '../../../components/console-root';
import { ExceptionView } from '../../../components/exception-view';
import { Icon } from '../../../components/icons';
import { notify } from '../../../components/toaster';
import { useOnDemand } from '../../../components/on-intent';
import { useConsoleT } from '../../../i18n/texts';
import { emitRouteChange, listenRouteChange } from '../../../state/route-listeners';
import { keepPostedRemember, takePostedLogin } from '../../../state/posted-login';
import { rememberRole, signedOutAtom } from '../../../state/session';
import { appSettingsAtom, updateSettings } from '../../../state/settings';
import { addTab, claimConsoleFor, recordVisit } from '../../../state/tabs';
import { layoutSystem } from '../../../components/layout-system';
import { usePageTitle } from '../../../components/use-page-title';
import { hasPermission, useRole, useUserInfo } from '../../account';
import { LazySettingsDrawer } from '../../settings';
import { useMenu } from '../use-menu';
import { ConsoleBreadcrumb } from './console-breadcrumb';
import { Footer } from './footer';
import { NAVBAR_HEIGHT, Navbar } from './navbar';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';

const COLLAPSED_WIDTH = 48;

const mobileMenuCode = retryableOnce(() =>
  import(/* webpackChunkName: "mobile-menu" */ './mobile-menu').then((mod) => mod.MobileMenu),
);

function PageSpinner() {
  return (
    <Flex justify="center" py="20">
      <Spinner color="brand.solid" />
    </Flex>
  );
}

function useRouteHandles(): RouteHandle[] {
  const matches = useMatches();
  return matches
    .map((match) => match.handle as RouteHandle | undefined)
    .filter((h): h is RouteHandle => Boolean(h?.record));
}

function Frame({ records }: { records: RouteRecord[] }) {
  const { t, i18n } = useConsoleT();
  const location = useLocation();
  const handles = useRouteHandles();
  const page = handles[handles.length - 1];
  const settings = useAtomValue(appSettingsAtom);
  const role = useRole();
  const menu = useMenu(records);
  const [reloadKey, setReloadKey] = useState(0);
  const titleKey = page?.record.meta.locale;
  usePageTitle(titleKey ? t(titleKey, { defaultValue: '' }) : undefined);
  // The phone menu is open for the page it was opened on: navigating closes it.
  const [mobileMenuAt, setMobileMenuAt] = useState<string | null>(null);
  const mobileMenu = mobileMenuAt === location.pathname;
  // The drawer's code loads at its first opening, and it stays mounted from then on (its closing animates). Not
  // fetched (offline): the menu button tries again at the next press.
  const [MobileMenu, loadMobileMenu] = useOnDemand(mobileMenuCode);
  const setMobileMenu = (open: boolean) => {
    if (open && !MobileMenu) loadMobileMenu();
    setMobileMenuAt(open ? location.pathname : null);
  };

  const info = useUserInfo();
  const roleKnown = !(role === '' && info.isPending);
  // A section's own address (/dashboard) has no page of its own: it opens the first page of it the role may use.
  const section = records.find(
    (record) => record.name === page?.record.name && (record.children?.length ?? 0) > 0,
  );
  const sectionStart = section?.children?.find(
    (child) => !child.meta.hideInMenu && child.path !== '*' && hasPermission(child.meta.roles ?? [], role),
  );
  const atSection = section !== undefined;
  // Pages the menu does not list (the redirect, a console address that has no page) are not kept as tabs.
  const keepsTab = Boolean(page && !atSection && !page.record.meta.hideInMenu);

  // A login posted before its page's script ran (or without it): what the login page's script does at a login, done
  // here, before the page's tab is added (the effects below).
  useEffect(() => {
    keepPostedRemember(i18n.language);
    const posted = takePostedLogin();
    if (!posted) return;
    claimConsoleFor(posted.username);
    rememberRole(posted.role);
    notify('success', t('login.welcome'));
  }, [i18n, t]);
  // The tab bar and the visit history follow the route through a route listener (logout removes listeners).
  useEffect(
    () =>
      listenRouteChange((change) => {
        addTab({
          title: change.title,
          name: change.name,
          fullPath: change.fullPath,
          query: change.query,
          ignoreCache: page?.record.meta.ignoreCache,
        });
        recordVisit({ name: change.name, title: change.title, fullPath: change.fullPath });
      }),
    [page],
  );
  useEffect(() => {
    if (!page || !keepsTab) return;
    const params = new URLSearchParams(location.search);
    emitRouteChange({
      name: page.record.name,
      title: page.record.meta.locale ?? page.record.name,
      fullPath: `${location.pathname}${location.search}`,
      query: Object.fromEntries(params.entries()),
    });
  }, [page, keepsTab, location.pathname, location.search]);

  const showSider = settings.menu && !settings.topMenu && !settings.hideMenu;
  const siderWidth = settings.menuCollapse ? COLLAPSED_WIDTH : settings.menuWidth;
  const top = settings.navbar ? NAVBAR_HEIGHT : 0;
  // A page limited to some roles renders, and makes its calls, only once the role in force is known: the user info's
  // (the stored role is a hint from the last login, and another tab may have switched roles since). Should the user
  // info fail, the hint decides, and the server still refuses what the role may not do.
  const limited = handles.some((handle) => (handle.record.meta.roles ?? []).length > 0);
  const roleInForce = info.data?.role ?? (info.isError ? role : undefined);
  const allowed =
    roleInForce === undefined
      ? limited
        ? undefined
        : true
      : handles.every((handle) => hasPermission(handle.record.meta.roles ?? [], roleInForce));
  if (atSection && roleKnown) {
    const target = sectionStart
      ? `${location.pathname.replace(/\/$/, '')}/${sectionStart.path}${location.search}`
      : '/exception/403';
    return <Navigate to={target} replace />;
  }

  return (
    <Box minH="100vh" bg="bg.subtle" _dark={{ bg: 'bg' }} color="fg" data-testid="console-layout">
      <chakra.a
        href="#console-main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'max', bg: 'bg.panel', p: '2', rounded: 'sm', shadow: 'md' }}
      >
        {t('skip.toContent')}
      </chakra.a>
      {settings.navbar && (
        <Navbar
          menu={settings.topMenu && settings.menu ? menu : null}
          roleMenu={menu}
          onOpenMobileMenu={settings.menu ? () => setMobileMenu(true) : undefined}
        />
      )}
      {showSider && (
        <Flex
          as="nav"
          aria-label={t('menu.label')}
          direction="column"
          position="fixed"
          left="0"
          top={`${top}px`}
          bottom="0"
          w={`${siderWidth}px`}
          bg="bg.panel"
          borderRightWidth="1px"
          borderColor="border"
          zIndex="docked"
          display={{ base: 'none', md: 'flex' }}
          transition="width 0.2s"
          data-testid="side-menu"
        >
          <Box flex="1" overflowY="auto" overflowX="hidden">
            <SideMenu nodes={menu} collapsed={settings.menuCollapse} />
          </Box>
          <Flex
            justify={settings.menuCollapse ? 'center' : 'flex-end'}
            p="2"
            borderTopWidth="1px"
            borderColor="border.muted"
          >
            <Button
              variant="ghost"
              size="xs"
              aria-label={settings.menuCollapse ? t('menu.expand') : t('menu.collapse')}
              title={settings.menuCollapse ? t('menu.expand') : t('menu.collapse')}
              onClick={() => updateSettings({ menuCollapse: !settings.menuCollapse })}
            >
              <Icon name={settings.menuCollapse ? 'menuUnfold' : 'menuFold'} />
            </Button>
          </Flex>
        </Flex>
      )}
      {MobileMenu && <MobileMenu nodes={menu} open={mobileMenu} onOpenChange={setMobileMenu} />}
      <Flex
        direction="column"
        minH="100vh"
        pt={`${top}px`}
        ps={{ base: '0', md: showSider ? `${siderWidth}px` : '0' }}
        transition="padding 0.2s"
        data-testid="content-area"
      >
        {settings.tabBar && (
          <TabBar currentName={page?.record.name} onReload={() => setReloadKey((k) => k + 1)} />
        )}
        <Box
          as="main"
          id="console-main"
          tabIndex={-1}
          flex="1"
          px={{ base: '3', md: '5' }}
          py="4"
          outline="none"
        >
          <ConsoleBreadcrumb handles={handles} />
          {allowed === undefined ? (
            <PageSpinner />
          ) : allowed ? (
            <Suspense fallback={<PageSpinner />}>
              <Box key={reloadKey}>
                <Outlet />
              </Box>
            </Suspense>
          ) : (
            <ExceptionView status="403" />
          )}
        </Box>
        {settings.footer && <Footer />}
      </Flex>
      {!settings.navbar && (
        <Button
          position="fixed"
          right="5"
          bottom="20"
          zIndex="sticky"
          colorPalette="brand"
          rounded="full"
          w="10"
          h="10"
          p="0"
          shadow="lg"
          aria-label={t('settings.open')}
          onClick={() => updateSettings({ globalSettings: true })}
          data-testid="floating-settings"
        >
          <Icon name="settings" size={18} />
        </Button>
      )}
      <LazySettingsDrawer />
    </Box>
  );
}

/**
 * When the page loads on a logged-in page, its first view (navbar, menu, tabs and the page) renders as a transition
 * once the layout has mounted: React then renders it in short slices that leave the main thread free in between,
 * rather than in one long task. Until then its place shows the frame's background. Once a console page has rendered
 * (the login page, or another menu section's layout), the frame renders at once: a navigation is a transition anyway.
 */
function FirstRenderInSlices({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(consoleHasRendered);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready ? children : <Box minH="100vh" bg="bg.subtle" _dark={{ bg: 'bg' }} />;
}

/**
 * Every console page but the login: signs in first (back here afterwards), then the console's frame. The console
 * provides the page's one query cache here rather than through the host (routes.ts: sharedProviders), so the login
 * page, which makes no queries, does not load it. `records` are the console's route records, for the menu: the
 * routes hand them over (features/layout/routes.ts), so the layout does not import them.
 */
export function ConsoleLayout({ records }: { records: RouteRecord[] }) {
  const signedIn = useAtomValue(isLoggedInAtom);
  const signedOut = useAtomValue(signedOutAtom);
  const location = useLocation();
  const redirect = useMemo(
    () => `${location.pathname}${location.search}`,
    [location.pathname, location.search],
  );
  return (
    <QueryProvider>
      <ConsoleRoot system={layoutSystem()}>
        {signedIn ? (
          <FirstRenderInSlices>
            <Frame records={records} />
          </FirstRenderInSlices>
        ) : (
          <Navigate to={signedOut ? '/login' : loginPath(redirect)} replace />
        )}
      </ConsoleRoot>
    </QueryProvider>
  );
}

const layouts = new WeakMap<RouteRecord[], PageModule['default']>();

/** The layout as a route's page, for these records (one component per list, so React keeps it across renders). */
export function consoleLayoutFor(records: RouteRecord[]): PageModule['default'] {
  let layout = layouts.get(records);
  if (!layout) {
    layout = function ConsoleLayoutPage() {
      return <ConsoleLayout records={records} />;
    };
    layouts.set(records, layout);
  }
  return layout;
}
