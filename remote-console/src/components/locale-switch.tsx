import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import {
  CONSOLE_LOCALES,
  type ConsoleLocale,
  i18n,
  isConsoleLocale,
  setConsoleLocale,
} from '@site/shared/i18n';
import { currentConsoleLocale, loadTextsFor, useConsoleT } from '../i18n/texts';
import { LocaleButton } from './locale-button';
import { type Reach, useReachedTrigger } from './on-intent';
import { notify } from './toaster';

export async function switchLocale(locale: ConsoleLocale): Promise<void> {
  if (i18n.language === locale) return;
  await loadTextsFor(locale);
  await setConsoleLocale(locale);
  notify('success', i18n.t('locale.switched', { ns: 'console' }));
}

export interface LocaleSwitchProps extends Reach {
  variant?: 'ghost' | 'outline';
}

/** Language menu: zh-CN / en-US; stores the choice under arco-locale and confirms it. */
export function LocaleSwitch({
  variant = 'ghost',
  defaultOpen = false,
  focusTrigger = false,
}: LocaleSwitchProps) {
  const { t, i18n: instance } = useConsoleT();
  const current = currentConsoleLocale(instance.language);
  const trigger = useReachedTrigger({ defaultOpen, focusTrigger });

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
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
