import { Avatar } from '@chakra-ui/react/avatar';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Grid, GridItem } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Link as ChakraLink } from '@chakra-ui/react/link';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Table } from '@chakra-ui/react/table';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { contentDataQuery, popularQuery, publicNoticesQuery, workplaceSummaryQuery } from '../../api/queries';
import { NOTICE_CATEGORIES } from '../../api/types';
import { Icon, type IconName } from '../../components/icons';
import { useConsoleT } from '../../i18n/texts';
import { appSettingsAtom } from '../../state/settings';
import { readStored, writeStored } from '../../state/storage';
import { visitsAtom } from '../../state/tabs';
import { userInfoAtom } from '../../state/user';
import { Panel } from './card';

const ContentLineChart = lazy(() => import('./charts').then((m) => ({ default: m.ContentLineChart })));
const CategoryPieChart = lazy(() => import('./charts').then((m) => ({ default: m.CategoryPieChart })));

const SHORTCUTS_KEY = 'workplace-shortcuts';
const SHORTCUTS = [
  { key: 'contentManagement', icon: 'file', to: '/list/search-table' },
  { key: 'contentStatistic', icon: 'chart', to: '/visualization/data-analysis' },
  { key: 'advanced', icon: 'settings', to: '/form/group' },
  { key: 'onlinePromotion', icon: 'link', to: '/visualization/multi-dimension-data-analysis' },
  { key: 'contentPutIn', icon: 'plus', to: '/form/group' },
  { key: 'marketing', icon: 'apps', to: '/dashboard/monitor' },
] as const;

function ErrorLine({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useConsoleT();
  return (
    <Flex role="alert" align="center" gap="3" color="fg.error" fontSize="sm" py="2">
      {t('workplace.loadError', { message: error.message })}
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t('workplace.retry')}
      </Button>
    </Flex>
  );
}

function Stat({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: string;
  icon: string;
  testId: string;
}) {
  return (
    <Flex align="center" gap="3" data-testid={testId}>
      <Flex
        w="10"
        h="10"
        rounded="full"
        bg="brand.solid/10"
        color="brand.fg"
        align="center"
        justify="center"
        flexShrink={0}
      >
        <Icon name={icon} size={18} />
      </Flex>
      <Box minW="0">
        <Text fontSize="xs" color="fg.muted" truncate>
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="600" lineHeight="1.3">
          {value}
        </Text>
      </Box>
    </Flex>
  );
}

function Overview() {
  const { t, i18n } = useConsoleT();
  const info = useAtomValue(userInfoAtom);
  const summary = useQuery(workplaceSummaryQuery);
  const number = new Intl.NumberFormat(i18n.language);
  const data = summary.data;
  const change = data?.changeSinceYesterday;
  return (
    <Panel id="overview">
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        mb="5"
      >
        <Heading as="h1" fontSize="xl" fontWeight="600" data-testid="welcome">
          {t('workplace.welcome', { name: info?.name ?? '…' })}
        </Heading>
        <Box textAlign={{ base: 'start', sm: 'end' }}>
          <Text fontSize="xs" color="fg.muted">
            {t('workplace.balance')}
          </Text>
          <Text fontSize="lg" fontWeight="600" data-testid="balance">
            {data
              ? new Intl.NumberFormat(i18n.language, {
                  style: 'currency',
                  currency: data.balance.currency,
                }).format(data.balance.amount)
              : '—'}
          </Text>
        </Box>
      </Flex>
      {summary.error && <ErrorLine error={summary.error} onRetry={() => void summary.refetch()} />}
      <SimpleGrid
        columns={{ base: 2, md: 3, '2xl': 6 }}
        gap="5"
        borderTopWidth="1px"
        borderColor="border.muted"
        pt="5"
      >
        {summary.isPending
          ? // As tall as a stat (44px), so the panel keeps its height when the numbers arrive.
            Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h="11" />)
          : data && (
              <>
                <Stat
                  testId="stat-pending"
                  icon="file"
                  label={t('workplace.pendingOrders')}
                  value={number.format(data.pendingOrders)}
                />
                <Stat
                  testId="stat-renewal"
                  icon="refresh"
                  label={t('workplace.renewalOrders')}
                  value={number.format(data.renewalOrders)}
                />
                <Stat
                  testId="stat-online"
                  icon="apps"
                  label={t('workplace.onlineContent')}
                  value={number.format(data.onlineContent)}
                />
                <Stat
                  testId="stat-putin"
                  icon="chart"
                  label={t('workplace.contentPutIn')}
                  value={number.format(data.contentPutIn)}
                />
                <Stat
                  testId="stat-comments"
                  icon="message"
                  label={t('workplace.dailyNewComments')}
                  value={number.format(data.dailyNewComments)}
                />
                <Flex align="center" gap="3" data-testid="stat-change">
                  <Flex
                    w="10"
                    h="10"
                    rounded="full"
                    align="center"
                    justify="center"
                    flexShrink={0}
                    bg={change !== null && change !== undefined && change < 0 ? 'green.500/10' : 'red.500/10'}
                    color={change !== null && change !== undefined && change < 0 ? 'green.fg' : 'red.fg'}
                  >
                    <Icon
                      name={change !== null && change !== undefined && change < 0 ? 'arrowDown' : 'arrowUp'}
                      size={18}
                    />
                  </Flex>
                  <Box minW="0">
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {t('workplace.changeSinceYesterday')}
                    </Text>
                    <Text fontSize="xl" fontWeight="600" lineHeight="1.3">
                      {change === null || change === undefined ? '—' : `${change > 0 ? '+' : ''}${change}%`}
                    </Text>
                  </Box>
                </Flex>
              </>
            )}
      </SimpleGrid>
    </Panel>
  );
}

function ChartFallback() {
  return <Skeleton h="280px" />;
}

function ContentData() {
  const { t } = useConsoleT();
  const { theme, themeColor } = useAtomValue(appSettingsAtom);
  const query = useQuery(contentDataQuery);
  return (
    <Panel
      id="content-data"
      title={t('workplace.contentData')}
      extra={
        <Text fontSize="xs" color="fg.muted">
          {t('workplace.contentData.unit')}
        </Text>
      }
    >
      {query.error ? (
        <ErrorLine error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <Suspense fallback={<ChartFallback />}>
          <ContentLineChart
            data={query.data}
            dark={theme === 'dark'}
            color={themeColor}
            label={t('workplace.contentData.unit')}
          />
        </Suspense>
      ) : (
        <ChartFallback />
      )}
    </Panel>
  );
}

function PopularList({ type }: { type: 'text' | 'image' | 'video' }) {
  const { t } = useConsoleT();
  const query = useQuery(popularQuery(type));
  if (query.error) return <ErrorLine error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table.Root size="sm" data-testid={`popular-${type}`}>
      <Table.Header>
        <Table.Row bg="bg.muted">
          <Table.ColumnHeader w="14" whiteSpace="nowrap">
            {t('workplace.popular.rank')}
          </Table.ColumnHeader>
          <Table.ColumnHeader whiteSpace="nowrap">{t('workplace.popular.title')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
            {t('workplace.popular.clicks')}
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
            {t('workplace.popular.increases')}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {query.isPending
          ? // Rows like the data's (cells one text line high, headers on one line), so nothing moves when it arrives.
            Array.from({ length: 5 }, (_, i) => (
              <Table.Row key={i}>
                <Table.Cell>
                  <Skeleton h="5" w="4" />
                </Table.Cell>
                <Table.Cell maxW="0" w="full">
                  <Skeleton h="5" />
                </Table.Cell>
                <Table.Cell>
                  <Skeleton h="5" w="12" ms="auto" />
                </Table.Cell>
                <Table.Cell>
                  <Skeleton h="5" w="10" ms="auto" />
                </Table.Cell>
              </Table.Row>
            ))
          : query.data?.map((item) => (
              <Table.Row key={item.key}>
                <Table.Cell>{item.key}</Table.Cell>
                <Table.Cell maxW="0" w="full">
                  <Text truncate>{item.title}</Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{item.clickNumber}</Table.Cell>
                <Table.Cell
                  textAlign="end"
                  color={item.increases < 0 ? 'green.fg' : 'red.fg'}
                  whiteSpace="nowrap"
                >
                  {item.increases > 0 ? '+' : ''}
                  {item.increases}%
                </Table.Cell>
              </Table.Row>
            ))}
      </Table.Body>
    </Table.Root>
  );
}

function Popular() {
  const { t } = useConsoleT();
  return (
    <Panel id="popular" title={t('workplace.popular')} minH="100%">
      <Tabs.Root defaultValue="text" size="sm" variant="enclosed" colorPalette="brand" lazyMount>
        <Tabs.List mb="3">
          {(['text', 'image', 'video'] as const).map((type) => (
            <Tabs.Trigger key={type} value={type}>
              {t(`workplace.popular.${type}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {(['text', 'image', 'video'] as const).map((type) => (
          <Tabs.Content key={type} value={type} p="0">
            <PopularList type={type} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Panel>
  );
}

function CategoryShare() {
  const { t } = useConsoleT();
  const { theme } = useAtomValue(appSettingsAtom);
  // The category share is of the published notices (GET /api/notices, the 50 newest).
  const query = useQuery(publicNoticesQuery(50));
  const data = useMemo(
    () =>
      NOTICE_CATEGORIES.map((category) => ({
        id: category,
        label: t(`category.${category}`),
        value: query.data?.items.filter((item) => item.category === category).length ?? 0,
      })).filter((slice) => slice.value > 0),
    [query.data, t],
  );
  return (
    <Panel
      id="category"
      title={t('workplace.category')}
      extra={
        <Text fontSize="xs" color="fg.muted">
          {t('workplace.category.source')}
        </Text>
      }
      minH="100%"
    >
      {query.error ? (
        <ErrorLine error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <Suspense fallback={<ChartFallback />}>
          <CategoryPieChart data={data} dark={theme === 'dark'} label={t('workplace.category.source')} />
        </Suspense>
      ) : (
        <ChartFallback />
      )}
    </Panel>
  );
}

/** A square link with an icon above its label (quick operations, recently visited). */
function IconTile({ to, icon, children }: { to: string; icon: IconName; children: ReactNode }) {
  return (
    <chakra.a
      asChild
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="2"
      py="3"
      rounded="sm"
      fontSize="xs"
      color="fg"
      textAlign="center"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
    >
      <Link to={to}>
        <Flex w="9" h="9" rounded="md" bg="bg.muted" align="center" justify="center" color="brand.fg">
          <Icon name={icon} size={18} />
        </Flex>
        {children}
      </Link>
    </chakra.a>
  );
}

function Shortcuts() {
  const { t } = useConsoleT();
  const [chosen, setChosen] = useState<string[]>(
    () => readStored<string[]>(SHORTCUTS_KEY) ?? SHORTCUTS.map((item) => item.key),
  );
  const [draft, setDraft] = useState<string[]>(chosen);
  const [open, setOpen] = useState(false);
  const items = SHORTCUTS.filter((item) => chosen.includes(item.key));
  return (
    <Panel
      id="shortcuts"
      title={t('workplace.shortcuts')}
      extra={
        <Button
          size="xs"
          variant="plain"
          color="brand.fg"
          onClick={() => {
            setDraft(chosen);
            setOpen(true);
          }}
        >
          {t('workplace.shortcuts.setup')}
        </Button>
      }
    >
      <SimpleGrid columns={3} gap="2">
        {items.map((item) => (
          <IconTile key={item.key} to={item.to} icon={item.icon}>
            {t(`workplace.shortcut.${item.key}`)}
          </IconTile>
        ))}
      </SimpleGrid>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('workplace.shortcuts.setupTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {SHORTCUTS.map((item) => (
                    <Checkbox.Root
                      key={item.key}
                      colorPalette="brand"
                      checked={draft.includes(item.key)}
                      onCheckedChange={(details) =>
                        setDraft((list) =>
                          details.checked === true
                            ? [...list, item.key]
                            : list.filter((key) => key !== item.key),
                        )
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t(`workplace.shortcut.${item.key}`)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
                  {t('common.cancel')}
                </Button>
                <Button
                  colorPalette="brand"
                  size="sm"
                  onClick={() => {
                    setChosen(draft);
                    writeStored(SHORTCUTS_KEY, draft);
                    setOpen(false);
                  }}
                >
                  {t('workplace.shortcuts.done')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Panel>
  );
}

function RecentlyVisited() {
  const { t } = useConsoleT();
  const visits = useAtomValue(visitsAtom)
    .filter((visit) => visit.name !== 'workplace')
    .slice(0, 6);
  return (
    <Panel id="recent" title={t('workplace.recent')}>
      {visits.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('workplace.recent.empty')}
        </Text>
      ) : (
        <SimpleGrid columns={3} gap="2">
          {visits.map((visit) => (
            <IconTile key={visit.name} to={visit.fullPath} icon="clock">
              {t(visit.title)}
            </IconTile>
          ))}
        </SimpleGrid>
      )}
    </Panel>
  );
}

function Announcements() {
  const { t, i18n } = useConsoleT();
  const query = useQuery(publicNoticesQuery(50));
  const colors: Record<string, string> = {
    news: 'blue',
    maintenance: 'orange',
    event: 'green',
    update: 'purple',
  };
  const date = new Intl.DateTimeFormat(i18n.language, { month: '2-digit', day: '2-digit' });
  return (
    <Panel
      id="announcements"
      title={t('workplace.announcements')}
      extra={
        <ChakraLink asChild fontSize="xs" color="brand.fg">
          <a href="/home#news" target="_blank" rel="noreferrer">
            {t('workplace.viewMore')}
          </a>
        </ChakraLink>
      }
    >
      {query.error && <ErrorLine error={query.error} onRetry={() => void query.refetch()} />}
      <Stack as="ul" gap="2.5" listStyleType="none" m="0" p="0">
        {query.isPending
          ? // As tall as an announcement's line (its badge and link: 21px).
            Array.from({ length: 5 }, (_, i) => <Skeleton key={i} h="21px" />)
          : query.data?.items.slice(0, 5).map((item) => (
              <HStack as="li" key={item.id} gap="2" fontSize="sm" minW="0">
                <Badge size="sm" colorPalette={colors[item.category]} flexShrink={0}>
                  {t(`category.${item.category}`)}
                </Badge>
                <ChakraLink asChild color="fg" flex="1" minW="0">
                  <a href={`/home/notice/${item.id}`} target="_blank" rel="noreferrer">
                    <Text as="span" truncate>
                      {item.title}
                    </Text>
                  </a>
                </ChakraLink>
                <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                  {date.format(new Date(item.publishAt))}
                </Text>
              </HStack>
            ))}
      </Stack>
    </Panel>
  );
}

const DOCS = ['overview', 'guide', 'workflow', 'api'] as const;
const DOC_URL = 'https://arco.design/react/docs/pro/start';

function Documents() {
  const { t } = useConsoleT();
  return (
    <Panel id="docs" title={t('workplace.docs')}>
      <SimpleGrid columns={2} gap="3">
        {DOCS.map((doc) => (
          <ChakraLink
            key={doc}
            href={DOC_URL}
            target="_blank"
            rel="noreferrer"
            fontSize="sm"
            color="fg.muted"
          >
            {t(`workplace.docs.${doc}`)}
          </ChakraLink>
        ))}
      </SimpleGrid>
    </Panel>
  );
}

const PROJECTS = [
  { name: 'Astrea launch site', team: 'Live Operations', progress: 92 },
  { name: 'Pre-registration campaign', team: 'Marketing', progress: 78 },
  { name: 'X repost event', team: 'Marketing', progress: 64 },
  { name: 'Closed beta 0.9', team: 'QA', progress: 100 },
  { name: 'Player survey', team: 'Customer Support', progress: 55 },
  { name: 'Golden Week bonus', team: 'Planning', progress: 30 },
  { name: 'Collaboration event', team: 'Business', progress: 18 },
  { name: 'Server capacity plan', team: 'Server team', progress: 70 },
  { name: 'Store listing', team: 'Marketing', progress: 45 },
  { name: 'Launch trailer', team: 'Creative', progress: 88 },
  { name: 'Support FAQ', team: 'Customer Support', progress: 60 },
  { name: 'Analytics integration', team: 'Data', progress: 38 },
];
const PROJECT_PAGE = 4;

function Projects() {
  const { t } = useConsoleT();
  const [shown, setShown] = useState(PROJECT_PAGE);
  const more = shown < PROJECTS.length;
  return (
    <Panel id="projects" title={t('workplace.projects')}>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
        {PROJECTS.slice(0, shown).map((project) => (
          <Box
            key={project.name}
            borderWidth="1px"
            borderColor="border.muted"
            rounded="md"
            p="4"
            data-testid="project"
          >
            <HStack gap="2" mb="2">
              <Avatar.Root size="2xs" colorPalette="blue">
                <Avatar.Fallback name={project.name} />
              </Avatar.Root>
              <Text fontSize="sm" fontWeight="600" truncate>
                {project.name}
              </Text>
            </HStack>
            <Text fontSize="xs" color="fg.muted" mb="3">
              {project.team}
            </Text>
            <Box h="1.5" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden="true">
              <Box h="full" w={`${project.progress}%`} bg="brand.solid" />
            </Box>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {project.progress}%
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Flex justify="center" mt="4">
        <Button
          size="sm"
          variant="outline"
          disabled={!more}
          onClick={() => setShown((n) => n + PROJECT_PAGE)}
        >
          {more ? t('workplace.loadMore') : t('workplace.noMore')}
        </Button>
      </Flex>
    </Panel>
  );
}

export default function WorkplacePage() {
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 320px' }} gap="4" data-testid="workplace">
      <GridItem minW="0">
        <Stack gap="4">
          <Overview />
          <ContentData />
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4">
            <Popular />
            <CategoryShare />
          </Grid>
          <Projects />
        </Stack>
      </GridItem>
      <GridItem minW="0">
        <Stack gap="4">
          <Shortcuts />
          <RecentlyVisited />
          <Announcements />
          <Documents />
        </Stack>
      </GridItem>
    </Grid>
  );
}
