import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { consoleSystem } from './console-system';
import './global-styles';

/** The console's UI system; a part of the console that renders more components passes a system with their recipes. */
export function UiProvider({ children, system }: { children: ReactNode; system?: SystemContext }) {
  return <ChakraProvider value={system ?? consoleSystem()}>{children}</ChakraProvider>;
}
