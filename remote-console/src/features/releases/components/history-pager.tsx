import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useConsoleT } from '../../../i18n/texts';

/** Pages of a history listed newest first (releases, the audit): "Newer" goes back towards the first page. */
export function HistoryPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useConsoleT();
  if (pages <= 1) return null;
  return (
    <HStack justify="flex-end" gap="2" mt="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('list.page', { page, pages })}
      </Text>
      <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('monitor.newer')}
      </Button>
      <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('monitor.older')}
      </Button>
    </HStack>
  );
}
