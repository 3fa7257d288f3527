import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Tabs } from '@chakra-ui/react/tabs';
import { Textarea } from '@chakra-ui/react/textarea';
import { NOTICE_TITLE_MAX_LENGTH } from '@site/contracts/api/notice-fields';
import { useState } from 'react';
import { Icon } from '../../../../components/icons';
import { useConsoleT } from '../../../../i18n/texts';
import { MarkdownView } from '../markdown';
import { NoticeCategorySelect } from '../notice-category-select';
import { FieldMessage } from './field-message';
import { StepShell } from './step-shell';
import type { FieldErrors, StepDraft } from './step-form-model';

export interface StepProps {
  draft: StepDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<StepDraft>) => void;
  onNext: () => void;
}

/** Step 1: what the notice says (title, category, Markdown body with a preview). */
export function ContentStep({ draft, errors, onChange, onNext }: StepProps) {
  const { t } = useConsoleT();
  const titleLength = [...draft.title.trim()].length;
  const [tab, setTab] = useState('write');
  // A body with an error shows its text box, which is where the focus goes.
  const shownTab = errors.body ? 'write' : tab;
  return (
    <StepShell
      title={t('stepForm.step.content')}
      description={t('stepForm.content.description')}
      onSubmit={onNext}
      actions={
        <Button type="submit" colorPalette="brand">
          {t('stepForm.next')}
          <Icon name="chevronRight" />
        </Button>
      }
    >
      <Field.Root id="step-form-title" invalid={Boolean(errors.title)} required maxW="640px">
        <Field.Label>
          {t('form.title')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="title"
          autoComplete="off"
          value={draft.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <Field.HelperText>
          {t('stepForm.title.count', { count: titleLength, max: NOTICE_TITLE_MAX_LENGTH })}
        </Field.HelperText>
        <FieldMessage error={errors.title} />
      </Field.Root>
      <Field.Root id="step-form-category" invalid={Boolean(errors.category)} required w="240px" maxW="full">
        <Field.Label>
          {t('form.category')}
          <Field.RequiredIndicator />
        </Field.Label>
        <NoticeCategorySelect value={draft.category} onChange={(category) => onChange({ category })} />
        <FieldMessage error={errors.category} />
      </Field.Root>
      <Field.Root id="step-form-body" invalid={Boolean(errors.body)} required>
        <Field.Label>
          {t('form.body')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Tabs.Root
          value={shownTab}
          onValueChange={(details) => setTab(details.value)}
          size="sm"
          variant="line"
          colorPalette="brand"
          w="full"
        >
          <Tabs.List>
            <Tabs.Trigger value="write">{t('form.write')}</Tabs.Trigger>
            <Tabs.Trigger value="preview">{t('form.preview')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="write">
            <Textarea
              name="body"
              rows={12}
              fontFamily="mono"
              fontSize="sm"
              value={draft.body}
              onChange={(event) => onChange({ body: event.target.value })}
            />
          </Tabs.Content>
          <Tabs.Content value="preview">
            <Box borderWidth="1px" borderColor="border" rounded="sm" p="4" minH="260px">
              <MarkdownView source={draft.body} testId="step-markdown-preview" />
            </Box>
          </Tabs.Content>
        </Tabs.Root>
        <Field.HelperText>{t('stepForm.body.hint')}</Field.HelperText>
        <FieldMessage error={errors.body} />
      </Field.Root>
    </StepShell>
  );
}
