import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { Icon } from '../../../../components/icons';
import { formatDateTime } from '../../../../components/page-header';
import { useConsoleT } from '../../../../i18n/texts';
import { MarkdownView } from '../markdown';
import { CategoryBadge } from '../notice-badges';
import { type FormStep, type StepDraft, localTime } from './step-form-model';
import { StepShell } from './step-shell';

/** How the review says when the notice appears. */
function usePublicationSummary(draft: StepDraft): string {
  const { t, i18n } = useConsoleT();
  if (draft.publication !== 'schedule') return t(`stepForm.review.${draft.publication}`);
  const time = localTime(draft.publishAt);
  const at =
    time === undefined ? draft.publishAt : formatDateTime(new Date(time).toISOString(), i18n.language);
  return t('stepForm.review.schedule', { at });
}

/** Step 3: everything as it will be saved, with a way back to each part, and the one button that creates it. */
export function ReviewStep({
  draft,
  busy,
  failure,
  onEdit,
  onBack,
  onSubmit,
}: {
  draft: StepDraft;
  busy: boolean;
  /** Why the last attempt failed, when the server named no field of the form. */
  failure: string | null;
  onEdit: (step: FormStep) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { t } = useConsoleT();
  const publication = usePublicationSummary(draft);
  const edit = (step: FormStep, what: string) => (
    <Button size="xs" variant="ghost" colorPalette="brand" aria-label={what} onClick={() => onEdit(step)}>
      <Icon name="edit" />
      {t('stepForm.edit')}
    </Button>
  );
  return (
    <StepShell
      title={t('stepForm.step.review')}
      description={t('stepForm.review.description')}
      onSubmit={onSubmit}
      actions={
        <>
          <Button variant="outline" onClick={onBack} disabled={busy}>
            <Icon name="chevronLeft" />
            {t('stepForm.previous')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('stepForm.create')}
          </Button>
        </>
      }
    >
      {failure && (
        <Box
          role="alert"
          id="step-form-failure"
          tabIndex={-1}
          outline="none"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          color="red.fg"
          rounded="md"
          px="4"
          py="3"
          fontSize="sm"
          data-testid="step-form-failure"
        >
          {t('stepForm.failed', { message: failure })}
        </Box>
      )}
      <DataList.Root orientation="horizontal" size="sm" data-testid="step-review">
        <DataList.Item>
          <DataList.ItemLabel minW="28">{t('form.title')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Flex align="center" gap="2" wrap="wrap" minW="0">
              <Text fontWeight="600" wordBreak="break-word">
                {draft.title.trim()}
              </Text>
              {edit('content', t('stepForm.editContent'))}
            </Flex>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="28">{t('form.category')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <CategoryBadge category={draft.category} />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="28">{t('stepForm.publication')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Flex align="center" gap="2" wrap="wrap">
              <Text>{publication}</Text>
              {edit('schedule', t('stepForm.editSchedule'))}
            </Flex>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Box>
        <Heading as="h3" id="step-review-body" fontSize="sm" fontWeight="600" mb="2">
          {t('stepForm.review.body')}
        </Heading>
        {/* Scrolls when long: a region of its own that the keyboard can reach and scroll. */}
        <Box
          role="region"
          aria-labelledby="step-review-body"
          tabIndex={0}
          borderWidth="1px"
          borderColor="border"
          rounded="sm"
          p="4"
          maxH="420px"
          overflowY="auto"
        >
          <MarkdownView source={draft.body} testId="step-review-preview" />
        </Box>
      </Box>
    </StepShell>
  );
}
