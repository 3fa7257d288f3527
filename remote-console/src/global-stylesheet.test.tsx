import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { consoleSystem } from '@site/shared/ui';
import { render } from '@testing-library/react';
import { layoutSystem } from './components/layout-system';

// The console's build turns the UI system's global styles into a stylesheet and has Chakra skip them
// (webpack/static-global-loader.cjs). The stylesheet must be what Chakra's provider would have inserted.
const { globalCss } = require('../webpack/static-global-loader.cjs') as {
  globalCss: (system: SystemContext) => string;
};

type Sheet = { key: string; insert(rule: string): void };

/** Emotion's style sheet class, from the page's cache. */
function sheetClass(): { prototype: Sheet } {
  let sheet: Sheet | undefined;
  function Probe() {
    sheet = (useEmotionCache() as unknown as { sheet: Sheet } | null)?.sheet;
    return null;
  }
  render(<Probe />).unmount();
  if (!sheet) throw new Error('no Emotion cache');
  return sheet.constructor as unknown as { prototype: Sheet };
}

/** The global rules the provider inserts in the page (here, where Chakra is not patched, it computes them). */
function insertedGlobalCss(system: SystemContext): string {
  const rules: string[] = [];
  const insert = jest.spyOn(sheetClass().prototype, 'insert').mockImplementation(function (
    this: Sheet,
    rule,
  ) {
    if (this.key === 'css-global') rules.push(rule);
  });
  render(<ChakraProvider value={system}>{null}</ChakraProvider>).unmount();
  insert.mockRestore();
  return rules.join('');
}

describe('the stylesheet of the console UI system', () => {
  it('is what the provider inserts: layer order, reset, global CSS and every token variable', () => {
    const css = globalCss(consoleSystem());
    expect(css.replace(/\n/g, '')).toEqual(insertedGlobalCss(consoleSystem()));
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-brand-solid:var(--app-theme-color, #165DFF)');
    expect(css).toMatch(/\.dark [^{]*\{[^}]*--chakra-colors-bg:/);
  });

  it('serves the layout system as well: its recipes add no global styles', () => {
    expect(globalCss(layoutSystem())).toEqual(globalCss(consoleSystem()));
  });

  it('is skipped only where the build patches Chakra: here the systems still compute their global styles', () => {
    expect(consoleSystem()._config).toHaveProperty('staticGlobalCss', true);
    expect(consoleSystem()._global).toHaveLength(3);
  });
});
