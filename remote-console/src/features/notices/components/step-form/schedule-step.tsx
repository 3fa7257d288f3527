import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { siteTimeZone } from '@site/shared/core';
import { Icon } from '../../../../components/icons';
import { siteUtcOffset } from '../../../../lib/site-dates';
import { useConsoleT } from '../../../../i18n/texts';
import type { StepProps } from './content-step';
import { FieldMessage } from './field-message';
import { PUBLICATIONS, type Publication } from './step-form-model';
import { StepShell } from './step-shell';

/** The id of a choice's radio button: the focus goes to the chosen one when the choice has an error. */
export function publicationInputId(publication: Publication): string {
  return `step-form-publication-${publication}`;
}

/** Step 2: when players see the notice (now, at a chosen time, or not yet). */
export function ScheduleStep({
  draft,
  errors,
  onChange,
  onNext,
  onBack,
}: StepProps & { onBack: () => void }) {
  const { t } = useConsoleT();
  return (
    <StepShell
      title={t('stepForm.step.schedule')}
      description={t('stepForm.schedule.description')}
      onSubmit={onNext}
      actions={
        <>
          <Button variant="outline" onClick={onBack}>
            <Icon name="chevronLeft" />
            {t('stepForm.previous')}
          </Button>
          <Button type="submit" colorPalette="brand">
            {t('stepForm.next')}
            <Icon name="chevronRight" />
          </Button>
        </>
      }
    >
      <chakra.fieldset aria-describedby={errors.publication ? 'step-form-publication-error' : undefined}>
        <chakra.legend fontSize="sm" fontWeight="500" mb="2">
          {t('stepForm.publication')}
        </chakra.legend>
        <Stack gap="2" maxW="640px">
          {PUBLICATIONS.map((publication) => {
            const chosen = draft.publication === publication;
            return (
              <chakra.label
                key={publication}
                display="flex"
                gap="3"
                alignItems="flex-start"
                p="3"
                rounded="md"
                borderWidth="1px"
                borderColor={chosen ? 'brand.solid' : 'border'}
                bg={chosen ? 'bg.muted' : 'transparent'}
                cursor="pointer"
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
              >
                <chakra.input
                  type="radio"
                  id={publicationInputId(publication)}
                  name="publication"
                  value={publication}
                  checked={chosen}
                  onChange={() => onChange({ publication })}
                  mt="1"
                  w="4"
                  h="4"
                  flexShrink="0"
                  accentColor="var(--app-theme-color, #165DFF)"
                  aria-describedby={`${publicationInputId(publication)}-hint`}
                />
                <Box>
                  <Text fontSize="sm" fontWeight="600">
                    {t(`stepForm.publication.${publication}`)}
                  </Text>
                  <Text id={`${publicationInputId(publication)}-hint`} fontSize="sm" color="fg.muted">
                    {t(`stepForm.publication.${publication}.hint`)}
                  </Text>
                </Box>
              </chakra.label>
            );
          })}
        </Stack>
        {errors.publication && (
          <Text id="step-form-publication-error" color="red.fg" fontSize="sm" mt="2">
            {t(errors.publication.key, errors.publication.values)}
          </Text>
        )}
      </chakra.fieldset>
      {draft.publication === 'schedule' && (
        <Field.Root
          id="step-form-publishAt"
          invalid={Boolean(errors.publishAt)}
          required
          w="280px"
          maxW="full"
        >
          <Field.Label>
            {t('form.publishAt')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="datetime-local"
            name="publishAt"
            value={draft.publishAt}
            onChange={(event) => onChange({ publishAt: event.target.value })}
          />
          <Field.HelperText>
            {t('stepForm.publishAt.hint', { zone: siteTimeZone(), offset: siteUtcOffset() })}
          </Field.HelperText>
          <FieldMessage error={errors.publishAt} />
        </Field.Root>
      )}
    </StepShell>
  );
}
