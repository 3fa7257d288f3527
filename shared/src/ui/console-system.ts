import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

export const DEFAULT_THEME_COLOR = '#165DFF';

// The brand palette reads a CSS variable, so the settings drawer can change the theme colour at run time.
const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: `var(--app-theme-color, ${DEFAULT_THEME_COLOR})` },
          contrast: { value: '#ffffff' },
          fg: { value: `var(--app-theme-color, ${DEFAULT_THEME_COLOR})` },
          muted: { value: '{colors.blue.100}' },
          subtle: { value: '{colors.blue.50}' },
          emphasized: { value: '{colors.blue.200}' },
          focusRing: { value: `var(--app-theme-color, ${DEFAULT_THEME_COLOR})` },
        },
      },
    },
  },
});

export const consoleSystem = createSystem(defaultConfig, config);
