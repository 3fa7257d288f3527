import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  type SystemConfig,
  type SystemContext,
  createSystem,
  defineConfig,
  mergeConfigs,
} from '@chakra-ui/react/styled-system';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  iconRecipe,
  keyframes,
  layerStyles,
  menuSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

export const DEFAULT_THEME_COLOR = '#165DFF';

// Chakra's default theme, without its recipes: the full set is most of the theme's weight and would load with the
// first page.
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles },
});

/**
 * The recipes of what the login page loads of the UI system: its language menu and the toaster (the page itself is
 * styled without the system). The console's other pages render inside its layout, which adds the recipes of their
 * components. A component whose recipe is missing renders unstyled, so the console's tests check both sets against
 * the components it imports.
 */
const firstPageRecipes = defineConfig({
  theme: {
    recipes: {
      button: buttonRecipe,
      icon: iconRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      menu: menuSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// The brand palette reads a CSS variable, so the settings drawer can change the theme colour at run time.
const brand = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: `var(--app-theme-color, ${DEFAULT_THEME_COLOR})` },
          contrast: { value: '#ffffff' },
          // On a dark page the theme colour itself is too dark to read (3.4:1 for the default blue): its text is the
          // colour lightened towards white, whatever colour the settings chose.
          fg: {
            value: {
              _light: `var(--app-theme-color, ${DEFAULT_THEME_COLOR})`,
              _dark: `color-mix(in srgb, var(--app-theme-color, ${DEFAULT_THEME_COLOR}) 55%, white)`,
            },
          },
          muted: { value: '{colors.blue.100}' },
          subtle: { value: '{colors.blue.50}' },
          emphasized: { value: '{colors.blue.200}' },
          focusRing: { value: `var(--app-theme-color, ${DEFAULT_THEME_COLOR})` },
        },
        // Chakra's red.500 is 3.8:1 on white: error text (a delete action, a field's error) needs 4.5:1.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
  },
});

/**
 * The console's build has its global styles (reset, global CSS, token variables) as a stylesheet, console-global.css,
 * and Chakra skip them when it creates the system: computing and inserting them was about half of the system's cost
 * at every page start. Chakra knows no such key: only the console's build gives it a meaning
 * (remote-console/webpack/static-global-loader.cjs); elsewhere the provider inserts the styles at run time.
 */
const staticGlobal = { staticGlobalCss: true } as SystemConfig;

/** What the console system is made of, for a system with more recipes. */
export const consoleConfig = mergeConfigs(defaultBaseConfig, theme, firstPageRecipes, brand, staticGlobal);

let firstPageSystem: SystemContext | undefined;

/**
 * The console system, created on first use: creating a system (a CSS variable for every token) is among the longest
 * work of a console page's start, and the pages in the layout render with the layout's system, not this one.
 */
export function consoleSystem(): SystemContext {
  firstPageSystem ??= createSystem(consoleConfig);
  return firstPageSystem;
}
