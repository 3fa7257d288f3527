import { Link as ChakraLink } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Link } from 'react-router-dom';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';
import { DOCS, docPath } from '../../docs';

/** The console's help documents: a page of its own each, in the console. */
export function Documents() {
  const { t } = useConsoleT();
  return (
    <Panel id="docs" title={t('workplace.docs')}>
      <SimpleGrid as="ul" columns={2} gap="3" listStyleType="none" m="0" p="0">
        {DOCS.map((doc) => (
          <li key={doc}>
            <ChakraLink asChild fontSize="sm" color="fg.muted">
              <Link to={docPath(doc)}>{t(`workplace.docs.${doc}`)}</Link>
            </ChakraLink>
          </li>
        ))}
      </SimpleGrid>
    </Panel>
  );
}
