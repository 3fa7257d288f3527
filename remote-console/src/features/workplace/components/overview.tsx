import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import { Icon } from '../../../components/icons';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';
import { useUserInfo } from '../../account';
import { useWorkplaceSummary } from '../api/get-workplace-summary';
import { ErrorLine } from './error-line';

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

/** The welcome line, the balance and the day's counts (GET /api/workplace/summary). */
export function Overview() {
  const { t, i18n } = useConsoleT();
  const info = useUserInfo().data;
  const summary = useWorkplaceSummary();
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
