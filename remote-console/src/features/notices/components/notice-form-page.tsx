import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Tabs } from '@chakra-ui/react/tabs';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  NOTICE_TITLE_MAX_LENGTH,
  type NoticeCategory,
  type NoticeStatus,
} from '@site/contracts/api/notice-fields';
import type { NoticeInput } from '@site/contracts/api/notices';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ExceptionView } from '../../../components/exception-view';
import { PageHeader } from '../../../components/page-header';
import { useConsoleT } from '../../../i18n/texts';
import { type FieldErrorText, bodyFieldErrors } from '../../../lib/field-errors';
import { instantOfSiteDateTime, siteDateTimeInput } from '../../../lib/site-date-fields';
import { siteUtcOffset } from '../../../lib/site-dates';
import { siteTimeZone } from '@site/shared/core';
import { type ErrorsOf, useFieldErrors } from '../../../lib/use-field-errors';
import { useAdminNotice } from '../api/get-admin-notice';
import { useCreateNotice } from '../api/post-notice';
import { useUpdateNotice } from '../api/put-notice';
import { MarkdownView } from './markdown';
import { NoticeCategorySelect } from './notice-category-select';

export interface NoticeDraft {
  title: string;
  body: string;
  category: NoticeCategory;
  publishAt: string;
}

const NOTICE_FIELDS = ['title', 'body', 'category', 'publishAt'] as const;
type NoticeField = (typeof NOTICE_FIELDS)[number];

const problem = (key: string): FieldErrorText => ({ keys: [key], params: {} });

export function validateNotice(draft: NoticeDraft): ErrorsOf<NoticeDraft, FieldErrorText> {
  const errors: ErrorsOf<NoticeDraft, FieldErrorText> = {};
  if (!draft.title.trim()) errors.title = problem('form.title.required');
  else if (draft.title.length > NOTICE_TITLE_MAX_LENGTH) errors.title = problem('form.title.max');
  if (!draft.body.trim()) errors.body = problem('form.body.required');
  return errors;
}

/** Create or edit (?id=) an announcement: Markdown with preview, draft or publish, optional scheduled time. */
export default function NoticeFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const existing = useAdminNotice(id);
  if (id && existing.error) return <ExceptionView status="404" />;
  if (id && !existing.data) {
    return (
      <Box bg="bg.panel" rounded="md" p="5">
        <Skeleton h="60" />
      </Box>
    );
  }
  const notice = existing.data;
  const initial: NoticeDraft = notice
    ? {
        title: notice.title,
        body: notice.body,
        category: notice.category,
        publishAt: siteDateTimeInput(notice.publishAt),
      }
    : { title: '', body: '', category: 'news', publishAt: '' };
  return <NoticeForm key={id ?? 'new'} id={id} initial={initial} />;
}

function NoticeForm({ id, initial }: { id: number | undefined; initial: NoticeDraft }) {
  const { t } = useConsoleT();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<NoticeDraft>(initial);
  // The form's own checks and what the server refused, on their fields; a failure that is not about a field goes to
  // the result page.
  const fieldErrors = useFieldErrors(validateNotice);
  const errorOf = (field: NoticeField) => {
    const error = fieldErrors.errors[field];
    return error ? t(error.keys, error.params) : '';
  };
  const edit = (patch: Partial<NoticeDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    fieldErrors.revise(next);
  };
  const [busy, setBusy] = useState<NoticeStatus | null>(null);
  const create = useCreateNotice();
  const update = useUpdateNotice();

  const save = async (status: NoticeStatus) => {
    if (!fieldErrors.check(draft)) return;
    setBusy(status);
    const publishAt = instantOfSiteDateTime(draft.publishAt);
    const body: NoticeInput = {
      title: draft.title.trim(),
      body: draft.body,
      category: draft.category,
      status,
      ...(publishAt === undefined ? {} : { publishAt: new Date(publishAt).toISOString() }),
    };
    try {
      const saved = id ? await update.mutateAsync({ id, input: body }) : await create.mutateAsync(body);
      void navigate(`/result/success?id=${saved.id}`);
    } catch (error) {
      const onFields = bodyFieldErrors(error, NOTICE_FIELDS);
      if (Object.keys(onFields).length > 0) return fieldErrors.refuse(onFields, draft);
      const message = (error as Error).message;
      void navigate(`/result/error?message=${encodeURIComponent(message)}${id ? `&id=${id}` : ''}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box bg="bg.panel" rounded="md" p="5">
      <PageHeader
        title={id ? t('form.editTitle', { id }) : t('form.createTitle')}
        extra={
          <Button asChild size="sm" variant="outline">
            <Link to="/list/search-table">{t('form.back')}</Link>
          </Button>
        }
      />
      <chakra.form
        noValidate
        maxW="800px"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void save('published');
        }}
      >
        <Stack gap="5">
          <Field.Root invalid={Boolean(errorOf('title'))} required>
            <Field.Label>
              {t('form.title')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="title"
              value={draft.title}
              maxLength={NOTICE_TITLE_MAX_LENGTH + 20}
              onChange={(event) => edit({ title: event.target.value })}
            />
            <Field.ErrorText>{errorOf('title')}</Field.ErrorText>
          </Field.Root>
          <Flex gap="5" wrap="wrap">
            <Field.Root w="200px" invalid={Boolean(errorOf('category'))}>
              <Field.Label>{t('form.category')}</Field.Label>
              <NoticeCategorySelect value={draft.category} onChange={(category) => edit({ category })} />
              <Field.ErrorText>{errorOf('category')}</Field.ErrorText>
            </Field.Root>
            <Field.Root w="260px" invalid={Boolean(errorOf('publishAt'))}>
              <Field.Label>{t('form.publishAt')}</Field.Label>
              <Input
                type="datetime-local"
                name="publishAt"
                value={draft.publishAt}
                onChange={(event) => edit({ publishAt: event.target.value })}
              />
              <Field.HelperText>
                {t('form.publishAt.hint', { zone: siteTimeZone(), offset: siteUtcOffset() })}
              </Field.HelperText>
              <Field.ErrorText>{errorOf('publishAt')}</Field.ErrorText>
            </Field.Root>
          </Flex>
          <Field.Root invalid={Boolean(errorOf('body'))} required>
            <Field.Label>
              {t('form.body')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Tabs.Root defaultValue="write" size="sm" variant="line" colorPalette="brand" w="full">
              <Tabs.List>
                <Tabs.Trigger value="write">{t('form.write')}</Tabs.Trigger>
                <Tabs.Trigger value="preview">{t('form.preview')}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="write">
                <Textarea
                  name="body"
                  aria-label={t('form.body')}
                  rows={12}
                  fontFamily="mono"
                  fontSize="sm"
                  value={draft.body}
                  onChange={(event) => edit({ body: event.target.value })}
                />
              </Tabs.Content>
              <Tabs.Content value="preview">
                <Box borderWidth="1px" borderColor="border" rounded="sm" p="4" minH="260px">
                  <MarkdownView source={draft.body} testId="markdown-preview" />
                </Box>
              </Tabs.Content>
            </Tabs.Root>
            <Field.ErrorText>{errorOf('body')}</Field.ErrorText>
          </Field.Root>
          <Flex gap="3">
            <Button type="submit" colorPalette="brand" loading={busy === 'published'}>
              {t('form.publish')}
            </Button>
            <Button variant="outline" loading={busy === 'draft'} onClick={() => void save('draft')}>
              {t('form.saveDraft')}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </Box>
  );
}
