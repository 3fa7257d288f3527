import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Text } from '@chakra-ui/react/text';
import { useConsoleT } from '../i18n/texts';
import { DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The confirming button's label (the action, e.g. "Delete"). */
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action (delete, rollback): an alert dialog with cancel and a red confirm button. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useConsoleT();
  return (
    <DialogFrame open={open} title={title} onClose={onCancel} role="alertdialog" size="sm">
      <Dialog.Body>
        <Text fontSize="sm">{message}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button size="sm" colorPalette="red" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
