import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { Link } from 'react-router-dom';
import { useConsoleT } from '../i18n/texts';
import { WORKPLACE_PATH } from '../state/paths';

export type ExceptionStatus = '403' | '404' | '500';

function Illustration({ status }: { status: ExceptionStatus }) {
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="60" ry="8" fill="currentColor" opacity="0.08" />
      <rect x="30" y="18" width="100" height="76" rx="10" fill="currentColor" opacity="0.08" />
      <rect
        x="30"
        y="18"
        width="100"
        height="18"
        rx="9"
        fill="var(--app-theme-color, #165DFF)"
        opacity="0.85"
      />
      <text
        x="80"
        y="75"
        textAnchor="middle"
        fontSize="28"
        fontWeight="700"
        fill="var(--app-theme-color, #165DFF)"
      >
        {status}
      </text>
    </svg>
  );
}

/** The 403, 404 and 500 pages; the layout also shows 403 for a page the role may not see. */
export function ExceptionView({ status }: { status: ExceptionStatus }) {
  const { t } = useConsoleT();
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      textAlign="center"
      bg="bg.panel"
      rounded="md"
      py="16"
      px="6"
      gap="3"
      minH="420px"
      data-testid={`exception-${status}`}
    >
      <Box color="fg">
        <Illustration status={status} />
      </Box>
      <Heading as="h1" size="2xl">
        {t(`exception.${status}.title`)}
      </Heading>
      <Text color="fg.muted">{t(`exception.${status}.body`)}</Text>
      <Button asChild colorPalette="brand" size="sm" mt="2">
        <Link to={WORKPLACE_PATH}>{t('exception.back')}</Link>
      </Button>
    </Flex>
  );
}
