import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { CONSOLE_LOCALES, type ConsoleLocale, i18n, isConsoleLocale, setConsoleLocale } from '@site/shared';
import { useConsoleT } from '../i18n/texts';
import { Icon } from './icons';
import { notify } from './toaster';

export async function switchLocale(locale: ConsoleLocale): Promise<void> {
  if (i18n.language === locale) return;
  await setConsoleLocale(locale);
  notify('success', i18n.t('locale.switched', { ns: 'console' }));
}

/** Language menu: zh-CN / en-US; stores the choice under arco-locale and confirms it. */
export function LocaleSwitch({ variant = 'ghost' }: { variant?: 'ghost' | 'outline' }) {
  const { t, i18n: instance } = useConsoleT();
  const current = isConsoleLocale(instance.language) ? instance.language : 'zh-CN';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant={variant} size="sm" aria-label={`${t('navbar.locale')}: ${t(`locale.${current}`)}`}>
          <Icon name="globe" />
          {t(`locale.${current}`)}
        </Button>
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
