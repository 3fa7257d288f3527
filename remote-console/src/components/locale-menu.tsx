import { UiProvider } from '@site/shared/ui';
import { LocaleSwitch, type LocaleSwitchProps } from './locale-switch';

/** The language menu with the UI system it renders in, for a page that has not loaded the system itself. */
export function LocaleMenu(props: LocaleSwitchProps) {
  return (
    <UiProvider>
      <LocaleSwitch {...props} />
    </UiProvider>
  );
}
