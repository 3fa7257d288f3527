import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import {
  CONSOLE_LOCALES,
  type ConsoleLocale,
  i18n,
  isConsoleLocale,
  setConsoleLocale,
} from '@site/shared/i18n';
import { useEffect, useRef } from 'react';
import { currentConsoleLocale, loadTextsFor, useConsoleT } from '../i18n/texts';
import { LocaleButton } from './locale-button';
import { notify } from './toaster';

export async function switchLocale(locale: ConsoleLocale): Promise<void> {
  if (i18n.language === locale) return;
  await loadTextsFor(locale);
  await setConsoleLocale(locale);
  notify('success', i18n.t('locale.switched', { ns: 'console' }));
}

export interface LocaleSwitchProps {
  variant?: 'ghost' | 'outline';
  /** Opens the menu at once (the stand-in button was clicked while this code loaded). */
  defaultOpen?: boolean;
  /** Focuses the button at once (the stand-in button had the focus). */
  focusTrigger?: boolean;
}

/** Language menu: zh-CN / en-US; stores the choice under arco-locale and confirms it. */
export function LocaleSwitch({
  variant = 'ghost',
  defaultOpen = false,
  focusTrigger = false,
}: LocaleSwitchProps) {
  const { t, i18n: instance } = useConsoleT();
  const current = currentConsoleLocale(instance.language);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // An open menu takes the focus itself.
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
    // Only on mount: this hands the focus over from the stand-in button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <LocaleButton ref={trigger} variant={variant} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="32">
            <Menu.RadioItemGroup
              value={current}
              onValueChange={(details) => {
                if (isConsoleLocale(details.value)) void switchLocale(details.value);
              }}
            >
              {CONSOLE_LOCALES.map((locale) => (
                <Menu.RadioItem key={locale} value={locale}>
                  {t(`locale.${locale}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
