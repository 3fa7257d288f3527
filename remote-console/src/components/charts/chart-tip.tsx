import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';

/** A chart's tooltip: what the mark is and its figure, in the page's words (not nivo's "x: …, y: …" or ids). */
export function ChartTip({ color, label, value }: { color: string; label: string; value: string }) {
  return (
    <HStack
      gap="2"
      px="2.5"
      py="1.5"
      bg="bg.panel"
      color="fg"
      fontSize="xs"
      rounded="l2"
      shadow="md"
      whiteSpace="nowrap"
    >
      <Box w="2.5" h="2.5" rounded="full" bg={color} flexShrink="0" aria-hidden="true" />
      <span>
        {label}: <strong>{value}</strong>
      </span>
    </HStack>
  );
}
