import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';

function ResultView({ ok }: { ok: boolean }) {
  const { t } = useConsoleT();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const message = params.get('message');
  return (
    <Flex
      direction="column"
      align="center"
      textAlign="center"
      gap="3"
      bg="bg.panel"
      rounded="md"
      py="16"
      px="6"
      data-testid={ok ? 'result-success' : 'result-error'}
    >
      <Flex
        w="16"
        h="16"
        rounded="full"
        align="center"
        justify="center"
        bg={ok ? 'green.500/15' : 'red.500/15'}
        color={ok ? 'green.fg' : 'red.fg'}
      >
        <Icon name={ok ? 'check' : 'alert'} size={32} />
      </Flex>
      <Heading as="h1" fontSize="xl">
        {t(ok ? 'result.success.title' : 'result.error.title')}
      </Heading>
      <Text color="fg.muted" maxW="480px">
        {ok
          ? t('result.success.body')
          : t('result.error.body', { message: message ?? t('result.error.generic') })}
      </Text>
      <Flex gap="3" mt="2" wrap="wrap" justify="center">
        {ok && id && (
          <Button asChild colorPalette="brand" size="sm">
            <Link to={`/profile/basic?id=${id}`}>{t('result.viewNotice')}</Link>
          </Button>
        )}
        {!ok && (
          <Button asChild colorPalette="brand" size="sm">
            <Link to={id ? `/form/group?id=${id}` : '/form/group'}>{t('result.again')}</Link>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to="/list/search-table">{t('result.toList')}</Link>
        </Button>
      </Flex>
      <Box />
    </Flex>
  );
}

export function SuccessResult() {
  return <ResultView ok />;
}

export function ErrorResult() {
  return <ResultView ok={false} />;
}
