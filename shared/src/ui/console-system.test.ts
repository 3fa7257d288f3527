import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createSystem, defaultConfig, defaultSystem } from '@chakra-ui/react';
import { consoleSystem } from './console-system';

const repo = path.resolve(__dirname, '../../..');
const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const componentsDir = path.join(chakraDir, 'dist/esm/components');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const sources = ['host', 'remote-player', 'remote-console', 'remote-legal', 'shared'].flatMap((app) =>
  sourceFiles(path.join(repo, app, 'src')).map((file) => ({ file, text: readFileSync(file, 'utf8') })),
);

/** The Chakra component folders the apps import (`@chakra-ui/react/menu` is components/menu). */
function importedComponents(): string[] {
  const names = new Set<string>();
  for (const { text } of sources) {
    for (const match of text.matchAll(/from '@chakra-ui\/react\/([\w-]+)'/g)) {
      const name = match[1]!;
      if (statSync(path.join(componentsDir, name), { throwIfNoEntry: false })?.isDirectory()) names.add(name);
    }
  }
  return [...names].sort();
}

/** The recipe keys a component's modules (and the components they render, such as a button's spinner) ask for. */
function recipeKeys(component: string): string[] {
  const seen = new Set<string>();
  const keys = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(componentsDir)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?:createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"(\w+)"/g,
    )) {
      keys.add(match[1]!);
    }
    for (const match of text.matchAll(/from '(\.[^']+)'/g))
      visit(path.resolve(path.dirname(file), match[1]!));
  };
  visit(path.join(componentsDir, component, 'index.js'));
  return [...keys];
}

describe('the console UI system', () => {
  it('has the default recipe of every component the apps import', () => {
    const missing: string[] = [];
    for (const component of importedComponents()) {
      for (const key of recipeKeys(component)) {
        // Some components (text) ask for a recipe the default theme does not define either.
        if (!defaultSystem.hasRecipe(key)) continue;
        const wanted = defaultSystem.isSlotRecipe(key)
          ? defaultSystem.getSlotRecipe(key)
          : defaultSystem.getRecipe(key);
        const actual = defaultSystem.isSlotRecipe(key)
          ? consoleSystem.getSlotRecipe(key)
          : consoleSystem.getRecipe(key);
        if (!actual) missing.push(`${component}: ${key}`);
        else expect(actual).toEqual(wanted);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the components in the apps (the scan works)', () => {
    expect(importedComponents()).toEqual(expect.arrayContaining(['button', 'checkbox', 'menu', 'toast']));
    expect(recipeKeys('checkbox')).toEqual(expect.arrayContaining(['checkbox', 'checkmark']));
  });

  it('has the default theme: the same tokens, global styles and reset', () => {
    const brand = consoleSystem._config.theme?.semanticTokens?.colors?.brand;
    if (!brand) throw new Error('the console system has no brand colours');
    const reference = createSystem(defaultConfig, { theme: { semanticTokens: { colors: { brand } } } });
    expect(consoleSystem._global).toEqual(reference._global);
    expect(consoleSystem.getTokenCss()).toEqual(reference.getTokenCss());
    expect(
      consoleSystem.css({ textStyle: 'sm', layerStyle: 'fill.solid', animationStyle: 'slide-fade-in' }),
    ).toEqual(reference.css({ textStyle: 'sm', layerStyle: 'fill.solid', animationStyle: 'slide-fade-in' }));
  });

  it('reads the brand colour from the settings CSS variable', () => {
    expect(JSON.stringify(consoleSystem.getTokenCss())).toContain(
      '"--chakra-colors-brand-solid":"var(--app-theme-color, #165DFF)"',
    );
  });

  it('is the only Chakra entry the apps use: components come by subpath, never from the whole package', () => {
    // The whole package is a shared module that any remote may provide: a component from there and the provider
    // from a subpath would not share one context.
    const whole = sources.filter(({ text }) => /from '@chakra-ui\/react'/.test(text)).map(({ file }) => file);
    expect(whole.map((file) => path.relative(repo, file))).toEqual([]);
  });
});
