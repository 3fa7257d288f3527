import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { consoleSystem } from '@site/shared/ui';
import loginEnUS from './i18n/login.en-US';
import { layoutSystem } from './components/layout-system';

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

const isStylesheet = (request: string) => request.endsWith('.css');

/** The console's modules an entry reaches through relative imports, lazy ones included. */
function reachableFrom(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // A lazy import may name its chunk in a comment first.
    for (const match of text.matchAll(/(?:from\s+|import\(\s*(?:\/\*[^*]*\*\/\s*)?)'(\.[^']+)'/g))
      if (!isStylesheet(match[1]!)) visit(resolveModule(file, match[1]!));
  };
  entries.forEach((entry) => visit(path.join(src, entry)));
  return [...seen];
}

/** The console's modules a page loads with it: relative static imports, not type-only or lazy ones. */
function loadedWith(entry: string): string[] {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gms))
      if (!isStylesheet(match[1]!)) visit(resolveModule(file, match[1]!));
  };
  visit(path.join(src, entry));
  return [...loaded];
}

/** Those of `files` with a static import of one of `packages` (a regular expression's source). */
function importing(files: string[], packages: string): string[] {
  const pattern = new RegExp(`^import (?!type )[^;]*?from '(${packages})'`, 'ms');
  return files
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(src, file));
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

const LOGIN_PAGE = 'features/account/components/login-page.tsx';
// The pages before a session: the login and its requests (register, forgot password, reset password).
const REQUEST_PAGES = [
  'features/account/components/register-page.tsx',
  'features/account/components/forgot-password-page.tsx',
  'features/account/components/reset-password-page.tsx',
];

// The login page, its lazy parts (language menu, toaster) and the toaster, which always uses the first-page system.
const firstPage = reachableFrom([LOGIN_PAGE, 'components/toaster-view.tsx']);

describe('the console UI systems', () => {
  it("the first-page system has the recipes of the login page's language menu and the toaster", () => {
    expect(missingRecipes(consoleSystem(), chakraComponents(firstPage))).toEqual([]);
  });

  it('the layout system has the recipe of every component the console renders', () => {
    expect(missingRecipes(layoutSystem(), chakraComponents(sourceFiles(src)))).toEqual([]);
  });

  it('the scans find the code (imports, lazy imports and the components they render)', () => {
    const names = firstPage.map((file) => path.relative(src, file));
    expect(names).toEqual(
      expect.arrayContaining(['components/locale-switch.tsx', 'components/toaster-view.tsx']),
    );
    expect(names).not.toContain('features/layout/components/console-layout.tsx');
    expect(chakraComponents(firstPage)).toEqual(expect.arrayContaining(['button', 'menu', 'toast']));
    expect(recipeKeys('checkbox')).toEqual(expect.arrayContaining(['checkbox', 'checkmark']));
  });
});

describe('the login texts', () => {
  it('have every text the login page, its request pages and its language menu show', () => {
    const login = Object.keys(loginEnUS);
    const missing: string[] = [];
    for (const file of [...firstPage, ...reachableFrom(REQUEST_PAGES)]) {
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

describe.each([LOGIN_PAGE, ...REQUEST_PAGES])('what %s loads', (page) => {
  const loaded = loadedWith(page);

  it('reaches neither TanStack Query nor the full shared entry through static imports', () => {
    // It makes no queries: TanStack Query (and the full shared entry, which brings it) loads with the layout, which
    // provides the query cache (routes.ts: sharedProviders = false).
    expect(importing(loaded, '@tanstack/react-query|@site/shared|@site/shared/query')).toEqual([]);
    expect(loaded).toContain(path.join(src, 'features/account/components/login-frame.tsx'));
  });

  it("reaches no part of the UI system: its look is a stylesheet on the system's tokens", () => {
    // Chakra and Emotion load with the language menu or the first message, and with the layout after the login.
    expect(importing(loaded, "@chakra-ui/[^']+|@emotion/[^']+|@site/shared/ui")).toEqual([]);
    expect(loaded).toContain(path.join(src, 'components/lazy-locale-switch.tsx'));
  });
});

describe('what the routes module loads', () => {
  // The host loads it on every console page, the login page included, before any page's code.
  const loaded = loadedWith('routes.ts');

  it("reaches neither TanStack Query nor the UI system: the routes' data loaders import their queries", () => {
    expect(
      importing(
        loaded,
        "@tanstack/react-query|@site/shared|@site/shared/query|@chakra-ui/[^']+|@emotion/[^']+",
      ),
    ).toEqual([]);
    expect(loaded).toContain(path.join(src, 'features/workplace/routes.ts'));
  });
});

describe('what the layout and the workplace load', () => {
  // Every signed-in page loads the layout, and the workplace is the first after a login. Their menus, popovers and
  // drawers load when the visitor reaches for them (components/on-intent.tsx): their state machines, positioning,
  // focus trap and dismissal are none of a first load.
  const loaded = [
    ...loadedWith('features/layout/components/console-layout.tsx'),
    ...loadedWith('features/workplace/components/workplace-page.tsx'),
  ];

  it('reaches no overlay component through static imports', () => {
    expect(
      importing(loaded, '@chakra-ui/react/(?:menu|popover|dialog|drawer|tooltip|hover-card|select)'),
    ).toEqual([]);
    expect(loaded).toContain(path.join(src, 'features/layout/components/navbar.tsx'));
    expect(loaded).toContain(path.join(src, 'features/account/components/user-button.tsx'));
  });

  it('does reach them once reached for (the scan sees through the stand-ins)', () => {
    const names = reachableFrom(['features/layout/components/console-layout.tsx']).map((file) =>
      path.relative(src, file),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'features/account/components/user-menu.tsx',
        'features/messages/components/message-box.tsx',
        'features/layout/components/tab-actions-menu.tsx',
        'features/layout/components/section-menu.tsx',
        'features/layout/components/mobile-menu.tsx',
        'components/locale-switch.tsx',
      ]),
    );
  });
});
