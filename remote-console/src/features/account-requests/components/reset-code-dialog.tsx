import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import type { ResetCodeResult } from '@site/contracts/api/account-requests';
import { formatDateTime } from '../../../components/page-header';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';

/** The code just issued: shown this once (the server keeps only its hash), with how to pass it on. */
export function ResetCodeDialog({
  issued,
  onClose,
}: {
  issued: ResetCodeResult | null;
  onClose: () => void;
}) {
  const { t, i18n } = useConsoleT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued?.code ?? '');
      notify('success', t('requests.code.copied'));
    } catch {
      notify('error', t('requests.code.copyFailed'));
    }
  };
  return (
    <Dialog.Root open={issued !== null} onOpenChange={(details) => !details.open && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t('requests.code.title', { username: issued?.request.username ?? '' })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text
                fontFamily="mono"
                fontSize="xl"
                fontWeight="600"
                letterSpacing="wider"
                textAlign="center"
                bg="bg.muted"
                rounded="md"
                py="3"
                data-testid="reset-code"
              >
                {issued?.code}
              </Text>
              <Text fontSize="sm" mt="3">
                {t('requests.code.how', { username: issued?.request.username ?? '' })}
              </Text>
              <Text fontSize="sm" color="fg.muted" mt="2">
                {t('requests.code.expires', {
                  time: issued ? formatDateTime(issued.expiresAt, i18n.language) : '',
                })}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={() => void copy()}>
                {t('requests.code.copy')}
              </Button>
              <Button size="sm" colorPalette="brand" onClick={onClose}>
                {t('requests.code.done')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
