import type { RemoteSummary } from '@site/contracts/api/remotes';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { PageHeader, formatDateTime } from '../../../components/page-header';
import { useConsoleT } from '../../../i18n/texts';
import { useRemoteSummaries } from '../api/get-remote-summaries';

const CARD_GRID = { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' };

/** A card: an item of the list, holding an article named by its heading. */
function CardFrame({
  children,
  labelledBy,
  testId,
}: {
  children: ReactNode;
  labelledBy?: string;
  testId?: string;
}) {
  return (
    <Box as="li" listStyleType="none" display="flex" data-testid={testId}>
      <Box
        as={labelledBy ? 'article' : 'div'}
        aria-labelledby={labelledBy}
        flex="1"
        display="flex"
        flexDirection="column"
        gap="4"
        p="5"
        bg="bg.panel"
        rounded="md"
        borderWidth="1px"
        borderColor="border.muted"
      >
        {children}
      </Box>
    </Box>
  );
}

function RemoteCard({ remote }: { remote: RemoteSummary }) {
  const { t, i18n } = useConsoleT();
  const headingId = `remote-card-${remote.name}`;
  const live = remote.liveVersion !== null;
  return (
    <CardFrame testId="remote-card" labelledBy={headingId}>
      <Flex justify="space-between" align="center" gap="3">
        <Flex align="center" gap="3" minW="0">
          <Flex
            w="10"
            h="10"
            flexShrink="0"
            rounded="md"
            align="center"
            justify="center"
            bg="brand.subtle"
            color="brand.fg"
            aria-hidden="true"
          >
            <Icon name="apps" size={20} />
          </Flex>
          <Heading as="h2" id={headingId} fontSize="md" fontWeight="600" truncate>
            {remote.name}
          </Heading>
        </Flex>
        <Badge colorPalette={live ? 'green' : 'gray'} variant="surface" flexShrink="0">
          {live ? t('monitor.live') : t('cards.notLive')}
        </Badge>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <DataList.Item>
          <DataList.ItemLabel minW="28">{t('cards.liveVersion')}</DataList.ItemLabel>
          <DataList.ItemValue fontFamily="mono" fontSize="xs" wordBreak="break-all">
            {remote.liveVersion ?? '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="28">{t('cards.liveSince')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {remote.liveSince ? formatDateTime(remote.liveSince, i18n.language) : '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="28">{t('cards.releases')}</DataList.ItemLabel>
          <DataList.ItemValue>{remote.releases}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="28">{t('cards.lastRelease')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(remote.lastReleasedAt, i18n.language)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Box mt="auto" pt="3" borderTopWidth="1px" borderColor="border.muted">
        <Button asChild size="sm" variant="outline">
          <Link to={`/dashboard/monitor#releases-${remote.name}`}>
            {t('cards.versions', { name: remote.name })}
            <Icon name="chevronRight" />
          </Link>
        </Button>
      </Box>
    </CardFrame>
  );
}

function LoadingCards() {
  return (
    <>
      {[0, 1, 2].map((key) => (
        <CardFrame key={key}>
          <Skeleton h="10" w="60%" />
          <Stack gap="2">
            <Skeleton h="4" />
            <Skeleton h="4" />
            <Skeleton h="4" w="80%" />
          </Stack>
          <Skeleton h="8" w="40%" />
        </CardFrame>
      ))}
    </>
  );
}

/** The site's remotes as cards (GET /api/admin/remotes): each one's live version, since when, and its releases. */
export default function RemoteCardsPage() {
  const { t } = useConsoleT();
  const summaries = useRemoteSummaries();
  const loading = summaries.isPending;
  return (
    <Box>
      <Box bg="bg.panel" rounded="md" p="5" mb="4">
        <PageHeader
          title={t('cards.title')}
          extra={
            <Button
              size="sm"
              variant="outline"
              loading={summaries.isFetching && !loading}
              onClick={() => void summaries.refetch()}
            >
              <Icon name="refresh" />
              {t('monitor.refresh')}
            </Button>
          }
        />
        <Text fontSize="sm" color="fg.muted" mt="-2">
          {t('cards.intro')}
        </Text>
      </Box>
      {summaries.error ? (
        <Flex
          role="alert"
          direction="column"
          align="center"
          gap="3"
          bg="bg.panel"
          rounded="md"
          py="12"
          px="5"
          textAlign="center"
          data-testid="cards-error"
        >
          <Text color="red.fg">{t('common.error', { message: summaries.error.message })}</Text>
          <Button size="sm" colorPalette="brand" onClick={() => void summaries.refetch()}>
            {t('common.retry')}
          </Button>
        </Flex>
      ) : summaries.data?.length === 0 ? (
        <Flex bg="bg.panel" rounded="md" py="12" px="5" justify="center" data-testid="cards-empty">
          <Text color="fg.muted">{t('cards.empty')}</Text>
        </Flex>
      ) : (
        <Grid
          as="ul"
          templateColumns={CARD_GRID}
          gap="4"
          aria-label={t('cards.title')}
          aria-busy={loading}
          data-testid="remote-cards"
        >
          {loading ? (
            <LoadingCards />
          ) : (
            summaries.data?.map((remote) => <RemoteCard key={remote.name} remote={remote} />)
          )}
        </Grid>
      )}
    </Box>
  );
}
