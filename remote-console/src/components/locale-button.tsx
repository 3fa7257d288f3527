import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { forwardRef } from 'react';
import { useLocaleButtonText } from '../i18n/texts';
import { GLOBE_PATH, SvgIcon } from './svg-icon';

/** The language button: the trigger of the language menu. */
export const LocaleButton = forwardRef<HTMLButtonElement, ButtonProps>(function LocaleButton(
  { variant = 'ghost', ...props },
  ref,
) {
  const { text, label } = useLocaleButtonText();
  return (
    <Button ref={ref} variant={variant} size="sm" aria-label={label} {...props}>
      <SvgIcon d={GLOBE_PATH} />
      {text}
    </Button>
  );
});
