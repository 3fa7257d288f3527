import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent, ReactNode } from 'react';

/** The heading every step has: focused when the form moves to the step, so a screen reader says where it is. */
export const STEP_HEADING_ID = 'step-form-heading';

/**
 * One step as a form of its own: Enter in a field goes on (submits the step), the buttons sit below it, and the
 * browser's own checks stay off so that the console's messages are the ones shown.
 */
export function StepShell({
  title,
  description,
  onSubmit,
  actions,
  children,
}: {
  title: string;
  description?: string;
  onSubmit: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <chakra.form
      noValidate
      aria-labelledby={STEP_HEADING_ID}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Heading
        as="h2"
        id={STEP_HEADING_ID}
        tabIndex={-1}
        fontSize="md"
        fontWeight="600"
        mb={description ? '1' : '4'}
        outline="none"
      >
        {title}
      </Heading>
      {description && (
        <Text fontSize="sm" color="fg.muted" mb="4">
          {description}
        </Text>
      )}
      <Stack gap="5">{children}</Stack>
      <Flex gap="3" mt="6" pt="4" borderTopWidth="1px" borderColor="border.muted" wrap="wrap">
        {actions}
      </Flex>
    </chakra.form>
  );
}
