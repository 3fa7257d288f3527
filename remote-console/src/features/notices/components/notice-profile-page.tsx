import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Timeline } from '@chakra-ui/react/timeline';
import { Link, useSearchParams } from 'react-router-dom';
import { ExceptionView } from '../../../components/exception-view';
import { PageHeader, formatDateTime } from '../../../components/page-header';
import { useConsoleT } from '../../../i18n/texts';
import { useAdminNotice } from '../api/get-admin-notice';
import { useAdminNotices } from '../api/get-admin-notices';
import { MarkdownView } from './markdown';
import { CategoryBadge, StatusBadge } from './notice-badges';

const NEWEST = { page: 1, pageSize: 10 } as const;

/** Opened from the menu, without an announcement: the newest ones, to choose from. */
function NoticePicker() {
  const { t, i18n } = useConsoleT();
  const newest = useAdminNotices(NEWEST);
  const items = newest.data?.items ?? [];
  return (
    <Box bg="bg.panel" rounded="md" p="5">
      <PageHeader
        title={t('menu.profile.basic')}
        extra={
          <Button asChild size="sm" variant="outline">
            <Link to="/list/search-table">{t('profile.toList')}</Link>
          </Button>
        }
      />
      <Text color="fg.muted" mb="4" id="profile-pick">
        {t('profile.pick')}
      </Text>
      {newest.error ? (
        <Text role="alert" color="fg.error">
          {t('common.error', { message: newest.error.message })}
        </Text>
      ) : !newest.data ? (
        <Stack gap="2">
          <Skeleton h="10" />
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : items.length === 0 ? (
        <Text>{t('list.empty')}</Text>
      ) : (
        <Stack as="ul" aria-labelledby="profile-pick" gap="0" listStyleType="none" m="0" p="0">
          {items.map((notice) => (
            <Box as="li" key={notice.id} borderBottomWidth="1px" borderColor="border.muted">
              <Flex
                asChild
                align="center"
                gap="3"
                wrap="wrap"
                px="2"
                py="3"
                color="fg"
                _hover={{ bg: 'bg.muted' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
              >
                <Link to={`?id=${notice.id}`}>
                  <Text as="span" flex="1" minW="40" fontWeight="500">
                    {notice.title}
                  </Text>
                  <CategoryBadge category={notice.category} />
                  <StatusBadge status={notice.status} publishAt={notice.publishAt} />
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {formatDateTime(notice.publishAt, i18n.language)}
                  </Text>
                </Link>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** An announcement's details and its edit history (GET /api/admin/notices/:id). */
export default function NoticeProfilePage() {
  const { t, i18n } = useConsoleT();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const query = useAdminNotice(id);

  if (!id) return <NoticePicker />;
  if (query.error) return <ExceptionView status="404" />;
  const notice = query.data;

  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 340px' }} gap="4">
      <Box bg="bg.panel" rounded="md" p="5">
        <PageHeader
          title={t('profile.title', { id })}
          extra={
            <Button asChild size="sm" colorPalette="brand">
              <Link to={`/form/group?id=${id}`}>{t('list.edit')}</Link>
            </Button>
          }
        />
        {!notice ? (
          <Stack gap="3">
            <Skeleton h="6" />
            <Skeleton h="40" />
          </Stack>
        ) : (
          <>
            <Heading as="h2" fontSize="md" mb="3" data-testid="profile-title">
              {notice.title}
            </Heading>
            <DataList.Root orientation="horizontal" size="sm" mb="5">
              <DataList.Item>
                <DataList.ItemLabel>{t('list.col.category')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <CategoryBadge category={notice.category} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('list.col.status')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <StatusBadge status={notice.status} publishAt={notice.publishAt} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('list.col.publishAt')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(notice.publishAt, i18n.language)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('list.col.updatedAt')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(notice.updatedAt, i18n.language)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('list.col.author')}</DataList.ItemLabel>
                <DataList.ItemValue>{notice.author ?? '—'}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Box borderTopWidth="1px" borderColor="border.muted" pt="4">
              <MarkdownView source={notice.body} />
            </Box>
          </>
        )}
      </Box>
      <Box as="section" aria-labelledby="history-title" bg="bg.panel" rounded="md" p="5">
        <Heading as="h2" id="history-title" fontSize="md" mb="4">
          {t('profile.history')}
        </Heading>
        <Timeline.Root size="sm" data-testid="history">
          {notice?.history.map((edit) => (
            <Timeline.Item key={edit.id}>
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator bg={edit.action === 'delete' ? 'red.500' : 'brand.solid'} />
              </Timeline.Connector>
              <Timeline.Content>
                <Timeline.Title>
                  {t(`profile.action.${edit.action}`)} · {t('profile.by', { editor: edit.editor })}
                </Timeline.Title>
                <Timeline.Description>{formatDateTime(edit.editedAt, i18n.language)}</Timeline.Description>
                {edit.changedFields.length > 0 && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('profile.changed', { fields: edit.changedFields.join(', ') })}
                  </Text>
                )}
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      </Box>
    </Grid>
  );
}
