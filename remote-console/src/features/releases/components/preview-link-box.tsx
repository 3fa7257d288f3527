import type { PreviewLink } from '@site/contracts/api/release-ops';
import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { formatDateTime } from '../../../components/page-header';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';

/** A preview link as the admin passes it on: the full address, until when it works, copy and open. */
export function PreviewLinkBox({ link, onClose }: { link: PreviewLink; onClose: () => void }) {
  const { t, i18n } = useConsoleT();
  const headingId = `preview-${link.name}-title`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      notify('success', t('preview.copied'));
    } catch {
      notify('error', t('preview.copyFailed'));
    }
  };
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      mt="3"
      p="3"
      borderWidth="1px"
      borderColor="border.info"
      bg="bg.info"
      rounded="md"
      data-testid={`preview-link-${link.name}`}
    >
      <Flex justify="space-between" align="flex-start" gap="2">
        <Heading as="h4" id={headingId} fontSize="sm" fontWeight="600" wordBreak="break-all">
          {t('preview.title', { name: link.name, version: link.version })}
        </Heading>
        <CloseButton size="2xs" aria-label={t('preview.close')} onClick={onClose} />
      </Flex>
      <Field.Root mt="2">
        <Field.Label>{t('preview.link')}</Field.Label>
        <Input
          readOnly
          size="sm"
          fontFamily="mono"
          bg="bg.panel"
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field.Root>
      <Text fontSize="sm" mt="2">
        {t('preview.expires', { time: formatDateTime(link.expiresAt, i18n.language) })}
      </Text>
      <Flex gap="2" mt="3" wrap="wrap">
        <Button size="xs" variant="outline" bg="bg.panel" onClick={() => void copy()}>
          {t('preview.copy')}
        </Button>
        <Button asChild size="xs" variant="outline" bg="bg.panel">
          <Link href={link.url} target="_blank" rel="noopener">
            {t('preview.open')}
          </Link>
        </Button>
      </Flex>
    </Box>
  );
}
