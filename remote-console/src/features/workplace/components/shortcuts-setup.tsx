import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Dialog } from '@chakra-ui/react/dialog';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { useConsoleT } from '../../../i18n/texts';

export interface ShortcutChoice {
  key: string;
}

interface ShortcutsSetupProps {
  open: boolean;
  /** The quick operations the role may pick from. */
  offered: readonly ShortcutChoice[];
  chosen: readonly string[];
  onClose: () => void;
  onDone: (keys: string[]) => void;
}

/** The dialog that picks the workplace's quick operations: nothing changes until "Done". */
export default function ShortcutsSetup({ open, offered, chosen, onClose, onDone }: ShortcutsSetupProps) {
  const { t } = useConsoleT();
  const [draft, setDraft] = useState<string[]>([...chosen]);
  // Each opening starts from what is chosen now: a cancelled draft is not kept.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft([...chosen]);
  }
  return (
    <DialogFrame open={open} title={t('workplace.shortcuts.setupTitle')} onClose={onClose} size="sm">
      <Dialog.Body>
        <Stack gap="3">
          {offered.map((item) => (
            <Checkbox.Root
              key={item.key}
              colorPalette="brand"
              checked={draft.includes(item.key)}
              onCheckedChange={(details) =>
                setDraft((list) =>
                  details.checked === true ? [...list, item.key] : list.filter((key) => key !== item.key),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`workplace.shortcut.${item.key}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button colorPalette="brand" size="sm" onClick={() => onDone(draft)}>
          {t('workplace.shortcuts.done')}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
