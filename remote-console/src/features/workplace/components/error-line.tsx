import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { useConsoleT } from '../../../i18n/texts';

/** A widget's failed load, with a retry. */
export function ErrorLine({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useConsoleT();
  return (
    <Flex role="alert" align="center" gap="3" color="fg.error" fontSize="sm" py="2">
      {t('workplace.loadError', { message: error.message })}
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t('workplace.retry')}
      </Button>
    </Flex>
  );
}
