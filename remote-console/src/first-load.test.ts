import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { consoleSystem } from '@site/shared/ui';
import loginEnUS from './i18n/login.en-US';
import { layoutSystem } from './layout/layout-system';

// The login page loads a UI system with only its own components' recipes, and only its own texts; the layout brings
// the rest. These tests check both against the code: a missing recipe renders a component unstyled, and a missing
// text shows its key.

const src = __dirname;
const componentsDir = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/components',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveModule(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  const file = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
  if (!file) throw new Error(`${from}: cannot resolve ${request}`);
  return file;
}

/** The console's modules an entry reaches through relative imports, lazy ones included. */
function reachableFrom(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\()'(\.[^']+)'/g))
      visit(resolveModule(file, match[1]!));
  };
  entries.forEach((entry) => visit(path.join(src, entry)));
  return [...seen];
}

/** The Chakra component folders some files import (`@chakra-ui/react/menu` is components/menu). */
function chakraComponents(files: string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from '@chakra-ui\/react\/([\w-]+)'/g)) {
      if (existsSync(path.join(componentsDir, match[1]!, 'index.js'))) names.add(match[1]!);
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

/** Components whose default recipe the system lacks or has changed. */
function missingRecipes(system: SystemContext, components: string[]): string[] {
  const missing: string[] = [];
  for (const component of components) {
    for (const key of recipeKeys(component)) {
      // Some components (text) ask for a recipe the default theme does not define either.
      if (!defaultSystem.hasRecipe(key)) continue;
      const slot = defaultSystem.isSlotRecipe(key);
      const wanted = slot ? defaultSystem.getSlotRecipe(key) : defaultSystem.getRecipe(key);
      const actual = slot ? system.getSlotRecipe(key) : system.getRecipe(key);
      if (JSON.stringify(actual) !== JSON.stringify(wanted)) missing.push(`${component}: ${key}`);
    }
  }
  return missing;
}

// The login page, its lazy parts (language menu, toaster) and the toaster, which always uses the first-page system.
const firstPage = reachableFrom(['pages/login-page.tsx', 'components/toaster-view.tsx']);

describe('the console UI systems', () => {
  it('the first-page system has the recipes of the login page, its language menu and the toaster', () => {
    expect(missingRecipes(consoleSystem(), chakraComponents(firstPage))).toEqual([]);
  });

  it('the layout system has the recipe of every component the console renders', () => {
    expect(missingRecipes(layoutSystem, chakraComponents(sourceFiles(src)))).toEqual([]);
  });

  it('the scans find the code (imports, lazy imports and the components they render)', () => {
    const names = firstPage.map((file) => path.relative(src, file));
    expect(names).toEqual(
      expect.arrayContaining(['components/locale-switch.tsx', 'components/toaster-view.tsx']),
    );
    expect(names).not.toContain('layout/console-layout.tsx');
    expect(chakraComponents(firstPage)).toEqual(expect.arrayContaining(['checkbox', 'menu', 'toast']));
    expect(recipeKeys('checkbox')).toEqual(expect.arrayContaining(['checkbox', 'checkmark']));
  });
});

describe('the login texts', () => {
  it('have every text the login page and its language menu show', () => {
    const login = Object.keys(loginEnUS);
    const missing: string[] = [];
    for (const file of firstPage) {
      // t('key'), t(`key`) and t(`prefix${...}`): a prefix must start some text of the login part.
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`]([^'`$]+)(\$\{)?/g)) {
        const [, key, template] = match;
        const found = template ? login.some((k) => k.startsWith(key!)) : login.includes(key!);
        if (!found) missing.push(`${path.relative(src, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the login page and the query cache', () => {
  // It makes no queries: TanStack Query (and the full shared entry, which brings it) loads with the layout, which
  // provides the query cache (routes.ts: sharedProviders = false). Type-only and lazy imports load nothing.
  it('reaches neither TanStack Query nor the full shared entry through static imports', () => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const match of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gms))
        visit(resolveModule(file, match[1]!));
    };
    visit(path.join(src, 'pages/login-page.tsx'));
    visit(path.join(src, 'components/console-root.tsx'));
    const offenders = [...loaded].filter((file) =>
      /^import (?!type )[^;]*?from '(@tanstack\/react-query|@site\/shared|@site\/shared\/query)'/ms.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders.map((file) => path.relative(src, file))).toEqual([]);
    expect(loaded.has(path.join(src, 'state/user.ts'))).toBe(true);
  });
});
