import { Field } from '@chakra-ui/react/field';
import { useConsoleT } from '../../../../i18n/texts';
import type { FieldError } from './step-form-model';

/** A field's error in the console's language, where the field's control names it (aria-errormessage). */
export function FieldMessage({ error }: { error: FieldError | undefined }) {
  const { t } = useConsoleT();
  // red.fg: the theme's error red is too light on a white panel for small text (3.8:1).
  return <Field.ErrorText color="red.fg">{error && t(error.key, error.values)}</Field.ErrorText>;
}
