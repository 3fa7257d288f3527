import { Badge } from '@chakra-ui/react/badge';
import { useState } from 'react';
import type { NoticeCategory, NoticeStatus } from '@site/contracts/api/notice-fields';
import { useConsoleT } from '../../../i18n/texts';

const CATEGORY_COLORS: Record<NoticeCategory, string> = {
  news: 'blue',
  maintenance: 'orange',
  event: 'green',
  update: 'purple',
};

export function CategoryBadge({ category }: { category: NoticeCategory }) {
  const { t } = useConsoleT();
  return (
    <Badge size="sm" colorPalette={CATEGORY_COLORS[category]}>
      {t(`category.${category}`)}
    </Badge>
  );
}

/** Published notices with a future publish time are "scheduled". */
export function StatusBadge({ status, publishAt }: { status: NoticeStatus; publishAt: string }) {
  const { t } = useConsoleT();
  const [now] = useState(() => Date.now());
  const scheduled = status === 'published' && new Date(publishAt).getTime() > now;
  const key = scheduled ? 'scheduled' : status;
  const color = scheduled ? 'orange' : status === 'published' ? 'green' : 'gray';
  return (
    <Badge size="sm" variant="surface" colorPalette={color}>
      {t(`status.${key}`)}
    </Badge>
  );
}
