import { Box } from '@chakra-ui/react/box';
import { useConsoleT } from '../../../i18n/texts';

export function Footer() {
  const { t } = useConsoleT();
  return (
    <Box as="footer" textAlign="center" py="4" fontSize="xs" color="fg.muted" data-testid="footer">
      © {new Date().getFullYear()} {t('footer.text')}
    </Box>
  );
}
