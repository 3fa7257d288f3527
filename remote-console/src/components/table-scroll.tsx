import { Table } from '@chakra-ui/react/table';
import type { ComponentProps } from 'react';

/**
 * A table that may scroll sideways (on a phone it does): a labelled region in the tab order, so a keyboard can
 * reach and scroll it (WCAG 2.1.1).
 */
export function TableScroll({
  label,
  ...props
}: ComponentProps<typeof Table.ScrollArea> & { label: string }) {
  return <Table.ScrollArea role="region" aria-label={label} tabIndex={0} {...props} />;
}
