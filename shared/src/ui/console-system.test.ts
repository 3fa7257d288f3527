import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createSystem, defaultConfig, defaultSystem } from '@chakra-ui/react';
import { consoleSystem } from './console-system';

// Which recipes the console needs is checked against its components in remote-console/src/first-load.test.ts.

const repo = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the console UI system', () => {
  it('has the default theme (but its own brand and error colours): the same tokens, global styles and reset', () => {
    const colors = consoleSystem()._config.theme?.semanticTokens?.colors;
    const brand = colors?.brand;
    const fg = colors?.fg;
    if (!brand || !fg) throw new Error('the console system has no brand or foreground colours');
    const reference = createSystem(defaultConfig, { theme: { semanticTokens: { colors: { brand, fg } } } });
    expect(consoleSystem()._global).toEqual(reference._global);
    expect(consoleSystem().getTokenCss()).toEqual(reference.getTokenCss());
    const composition = { textStyle: 'sm', layerStyle: 'fill.solid', animationStyle: 'slide-fade-in' };
    expect(consoleSystem().css(composition)).toEqual(reference.css(composition));
  });

  it("has Chakra's default recipes, unchanged", () => {
    const { recipes = {}, slotRecipes = {} } = consoleSystem()._config.theme ?? {};
    expect(Object.keys(recipes).length + Object.keys(slotRecipes).length).toBeGreaterThan(0);
    for (const key of Object.keys(recipes)) expect(recipes[key]).toEqual(defaultSystem.getRecipe(key));
    for (const key of Object.keys(slotRecipes))
      expect(slotRecipes[key]).toEqual(defaultSystem.getSlotRecipe(key));
  });

  it('reads the brand colour from the settings CSS variable', () => {
    expect(JSON.stringify(consoleSystem().getTokenCss())).toContain(
      '"--chakra-colors-brand-solid":"var(--app-theme-color, #165DFF)"',
    );
  });

  it('is the only Chakra entry the apps use: components come by subpath, never from the whole package', () => {
    // The whole package is a shared module that any remote may provide: a component from there and the provider
    // from a subpath would not share one context.
    const whole = ['host', 'remote-player', 'remote-console', 'remote-legal', 'shared']
      .flatMap((app) => sourceFiles(path.join(repo, app, 'src')))
      .filter((file) => /from '@chakra-ui\/react'/.test(readFileSync(file, 'utf8')));
    expect(whole.map((file) => path.relative(repo, file))).toEqual([]);
  });
});

describe('the console colours', () => {
  it('write error text in a red that reads at 4.5:1 on white (Chakra’s red.500 is 3.8:1)', () => {
    expect(JSON.stringify(consoleSystem().getTokenCss())).toContain(
      '"--chakra-colors-fg-error":"var(--chakra-colors-red-600)"',
    );
  });
});
