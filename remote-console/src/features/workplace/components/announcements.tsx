import { Badge } from '@chakra-ui/react/badge';
import { Link as ChakraLink } from '@chakra-ui/react/link';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Panel } from '../../../components/panel';
import { siteDateFormat } from '../../../lib/site-dates';
import { useConsoleT } from '../../../i18n/texts';
import { usePublishedNotices } from '../api/get-published-notices';
import { ErrorLine } from './error-line';

/** The newest published notices, linked to the player site (GET /api/notices). */
export function Announcements() {
  const { t, i18n } = useConsoleT();
  const query = usePublishedNotices();
  const colors: Record<string, string> = {
    news: 'blue',
    maintenance: 'orange',
    event: 'green',
    update: 'purple',
  };
  const date = siteDateFormat(i18n.language, { month: '2-digit', day: '2-digit' });
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
