import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import type { ReactNode } from 'react';

/** A white block of the dashboard with a title and an optional action. */
export function Panel({
  title,
  extra,
  children,
  id,
  minH,
}: {
  title?: string;
  extra?: ReactNode;
  children: ReactNode;
  id?: string;
  minH?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.panel"
      rounded="md"
      p="5"
      minH={minH}
      data-testid={id}
    >
      {title && (
        <Flex justify="space-between" align="center" mb="4" gap="2">
          <Heading as="h2" id={headingId} fontSize="md" fontWeight="600">
            {title}
          </Heading>
          {extra}
        </Flex>
      )}
      {children}
    </Box>
  );
}
