import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { consoleSystem } from './console-system';

export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={consoleSystem}>{children}</ChakraProvider>;
}
