import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent, ReactNode } from 'react';
import { useConsoleT } from '../i18n/texts';

interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the backdrop and Cancel all close it. */
  onClose: () => void;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
  /** Its body and footer (DialogForm, or Dialog.Body and Dialog.Footer of its own). */
  children: ReactNode;
}

/** The console's dialogs: a titled box over the page, in a portal, with a backdrop. */
export function DialogFrame({ open, title, onClose, size = 'md', role, children }: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size={size} role={role}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface DialogFormProps {
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  /** Why the last sending failed, when no field was to blame: shown under the fields. */
  error?: string;
  /** The fields, stacked. */
  children: ReactNode;
}

/** A form in a dialog: its fields, then Cancel and the button that sends it (Enter in a field sends it too). */
export function DialogForm({
  onSubmit,
  onCancel,
  submitLabel,
  submitting,
  submitDisabled,
  error,
  children,
}: DialogFormProps) {
  const { t } = useConsoleT();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          {children}
          {error && (
            <Text role="alert" color="red.fg" fontSize="sm">
              {t('common.error', { message: error })}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" colorPalette="brand" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
