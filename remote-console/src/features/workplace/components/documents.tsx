import { Link as ChakraLink } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';

const DOCS = ['overview', 'guide', 'workflow', 'api'] as const;
const DOC_URL = 'https://arco.design/react/docs/pro/start';

/** Links to the console's documentation. */
export function Documents() {
  const { t } = useConsoleT();
  return (
    <Panel id="docs" title={t('workplace.docs')}>
      <SimpleGrid columns={2} gap="3">
        {DOCS.map((doc) => (
          <ChakraLink
            key={doc}
            href={DOC_URL}
            target="_blank"
            rel="noreferrer"
            fontSize="sm"
            color="fg.muted"
          >
            {t(`workplace.docs.${doc}`)}
          </ChakraLink>
        ))}
      </SimpleGrid>
    </Panel>
  );
}
