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
import { MarkdownView } from './markdown';
import { CategoryBadge, StatusBadge } from './notice-badges';

/** An announcement's details and its edit history (GET /api/admin/notices/:id). */
export default function NoticeProfilePage() {
  const { t, i18n } = useConsoleT();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const query = useAdminNotice(id);

  if (!id) {
    return (
      <Flex direction="column" align="center" gap="3" bg="bg.panel" rounded="md" py="16">
        <Heading as="h1" fontSize="lg" fontWeight="600">
          {t('menu.profile.basic')}
        </Heading>
        <Text color="fg.muted">{t('profile.pick')}</Text>
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/list/search-table">{t('profile.toList')}</Link>
        </Button>
      </Flex>
    );
  }
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
