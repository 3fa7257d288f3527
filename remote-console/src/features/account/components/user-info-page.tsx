import { Avatar } from '@chakra-ui/react/avatar';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../components/page-header';
import { useConsoleT } from '../../../i18n/texts';
import { useUserInfo } from '../api/get-user-info';

const FIELDS = [
  'email',
  'phone',
  'jobName',
  'organizationName',
  'locationName',
  'personalWebsite',
  'accountId',
] as const;

/** User centre: the profile from POST /api/user/info. */
export default function UserInfoPage() {
  const { t, i18n } = useConsoleT();
  const query = useUserInfo();
  const info = query.data;
  return (
    <Box bg="bg.panel" rounded="md" p="6">
      {!info ? (
        <Skeleton h="40" />
      ) : (
        <>
          <Flex gap="5" align="center" wrap="wrap" mb="6">
            <Avatar.Root size="2xl" bg="brand.solid" color="brand.contrast">
              <Avatar.Fallback name={info.name} />
            </Avatar.Root>
            <Box flex="1">
              <Heading as="h1" fontSize="xl" data-testid="user-name">
                {info.name}
              </Heading>
              <Flex gap="2" mt="2" wrap="wrap">
                <Badge colorPalette="blue">{t(`role.${info.role}`)}</Badge>
                <Badge colorPalette={info.certification ? 'green' : 'gray'}>
                  {info.certification ? t('user.certified') : t('user.notCertified')}
                </Badge>
              </Flex>
              <Text mt="2" color="fg.muted" fontSize="sm">
                {info.introduction}
              </Text>
            </Box>
            <Button asChild size="sm" colorPalette="brand">
              <Link to="/user/setting">{t('user.edit')}</Link>
            </Button>
          </Flex>
          <Heading as="h2" fontSize="md" mb="3">
            {t('user.info')}
          </Heading>
          <DataList.Root orientation="horizontal" size="sm">
            {FIELDS.map((field) => (
              <DataList.Item key={field}>
                <DataList.ItemLabel minW="32">{t(`user.field.${field}`)}</DataList.ItemLabel>
                <DataList.ItemValue>{info[field] || '—'}</DataList.ItemValue>
              </DataList.Item>
            ))}
            <DataList.Item>
              <DataList.ItemLabel minW="32">{t('user.field.registrationDate')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(info.registrationDate, i18n.language)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </>
      )}
    </Box>
  );
}
