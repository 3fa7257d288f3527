import { Breadcrumb } from '@chakra-ui/react/breadcrumb';
import { Text } from '@chakra-ui/react/text';
import type { RouteHandle } from '@site/shared/core';
import { Fragment } from 'react';
import { Icon } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';

/** Where the page is: its section's and its own label. */
export function ConsoleBreadcrumb({ handles }: { handles: RouteHandle[] }) {
  const { t } = useConsoleT();
  const labels = handles.map((handle) => handle.record.meta.locale).filter((l): l is string => Boolean(l));
  return (
    <Breadcrumb.Root size="sm" aria-label={t('breadcrumb.label')} mb="4" data-testid="breadcrumb">
      <Breadcrumb.List>
        <Breadcrumb.Item color="fg.muted">
          <Icon name="apps" size={14} />
        </Breadcrumb.Item>
        {labels.map((label, i) => (
          // A fragment, not an element: the list may hold only its items (the separator is one).
          <Fragment key={label}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {i === labels.length - 1 ? (
                <Breadcrumb.CurrentLink color="fg">{t(label)}</Breadcrumb.CurrentLink>
              ) : (
                <Text color="fg.muted">{t(label)}</Text>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
