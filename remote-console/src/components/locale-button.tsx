import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { forwardRef } from 'react';
import { currentConsoleLocale, useConsoleT } from '../i18n/texts';
import { GLOBE_PATH, SvgIcon } from './svg-icon';

/** The language button: the trigger of the language menu. */
export const LocaleButton = forwardRef<HTMLButtonElement, ButtonProps>(function LocaleButton(
  { variant = 'ghost', ...props },
  ref,
) {
  const { t, i18n } = useConsoleT();
  const current = currentConsoleLocale(i18n.language);
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
