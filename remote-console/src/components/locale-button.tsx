import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { isConsoleLocale } from '@site/shared/core';
import { forwardRef } from 'react';
import { useConsoleT } from '../i18n/texts';
import { GLOBE_PATH, SvgIcon } from './svg-icon';

/** The language button: the trigger of the language menu, and its stand-in until the menu's code is there. */
export const LocaleButton = forwardRef<HTMLButtonElement, ButtonProps>(function LocaleButton(
  { variant = 'ghost', ...props },
  ref,
) {
  const { t, i18n } = useConsoleT();
  const current = isConsoleLocale(i18n.language) ? i18n.language : 'zh-CN';
  return (
    <Button
      ref={ref}
      variant={variant}
      size="sm"
      aria-label={`${t('navbar.locale')}: ${t(`locale.${current}`)}`}
      {...props}
    >
      <SvgIcon d={GLOBE_PATH} />
      {t(`locale.${current}`)}
    </Button>
  );
});
