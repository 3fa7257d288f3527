import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import type { ReactNode } from 'react';

export function PageHeader({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
      <Heading as="h1" fontSize="lg" fontWeight="600">
        {title}
      </Heading>
      {extra}
    </Flex>
  );
}

// Dates are shown in the site's time zone (lib/site-dates.ts); pages import it from here, beside their header.
export { formatDateTime } from '../lib/site-dates';
