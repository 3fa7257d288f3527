import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link as ChakraLink } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { gameNameFor } from '../../../components/game-name';
import { Icon } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';
import { DOCS, DOC_SECTIONS, type DocBlock, type DocKey, docBlocks, docPath } from '../doc-content';
import { ApiEndpoints } from './api-endpoints';

function Block({ block }: { block: DocBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <Text fontSize="sm" lineHeight="tall">
        {block.text}
      </Text>
    );
  }
  return (
    <Box
      as={block.ordered ? 'ol' : 'ul'}
      ps="5"
      fontSize="sm"
      lineHeight="tall"
      listStyleType={block.ordered ? 'decimal' : 'disc'}
    >
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

function DocArticle({ doc }: { doc: DocKey }) {
  const { t, i18n } = useConsoleT();
  const game = gameNameFor(i18n.language);
  const sections = Array.from({ length: DOC_SECTIONS[doc] }, (_, i) => i + 1);
  return (
    <Box
      as="article"
      aria-labelledby="doc-title"
      bg="bg.panel"
      rounded="md"
      p={{ base: '4', md: '6' }}
      flex="1"
      minW="0"
    >
      <Heading as="h1" id="doc-title" fontSize="xl" fontWeight="600" mb="2">
        {t(`docs.${doc}.title`)}
      </Heading>
      <Text color="fg.muted" mb="5">
        {t(`docs.${doc}.intro`, { game })}
      </Text>
      {doc === 'api' && (
        <ChakraLink
          href="/api/openapi.json"
          target="_blank"
          rel="noreferrer"
          color="brand.fg"
          fontSize="sm"
          mb="5"
        >
          <Icon name="link" size={14} />
          {t('docs.api.openapi')}
        </ChakraLink>
      )}
      <Stack gap="6">
        {sections.map((n) => (
          <Box as="section" key={n} aria-labelledby={`doc-section-${n}`}>
            <Heading as="h2" id={`doc-section-${n}`} fontSize="md" fontWeight="600" mb="2">
              {t(`docs.${doc}.s${n}.title`)}
            </Heading>
            <Stack gap="2">
              {docBlocks(t(`docs.${doc}.s${n}.body`, { game })).map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </Stack>
            {doc === 'api' && n === DOC_SECTIONS.api && <ApiEndpoints />}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function OtherDocs({ doc }: { doc: DocKey }) {
  const { t } = useConsoleT();
  return (
    <Box
      as="nav"
      aria-label={t('docs.nav')}
      bg="bg.panel"
      rounded="md"
      p="4"
      w={{ base: 'full', lg: '240px' }}
      flexShrink={0}
      alignSelf="flex-start"
    >
      <Text fontSize="sm" fontWeight="600" mb="2">
        {t('docs.nav')}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {DOCS.map((other) => (
          <li key={other}>
            <ChakraLink
              asChild
              fontSize="sm"
              color={other === doc ? 'brand.fg' : 'fg.muted'}
              fontWeight={other === doc ? '600' : undefined}
            >
              <Link to={docPath(other)} aria-current={other === doc ? 'page' : undefined}>
                {t(`docs.${other}.title`)}
              </Link>
            </ChakraLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

const pages = new Map<DocKey, ComponentType>();

/** The page of one document (one component per document, so React keeps it across renders). */
export function docPage(doc: DocKey): ComponentType {
  let page = pages.get(doc);
  if (!page) {
    page = function DocPage() {
      return (
        <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="stretch">
          <DocArticle doc={doc} />
          <OtherDocs doc={doc} />
        </Flex>
      );
    };
    pages.set(doc, page);
  }
  return page;
}
