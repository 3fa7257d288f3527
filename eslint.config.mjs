import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const remotes = ['remote-player', 'remote-console', 'remote-legal'];
const apps = ['host', ...remotes];
const workspace = [...apps, 'shared', 'contracts', 'server', 'tooling', 'e2e', 'bench', 'scripts'];
const dir = (name) => `./${name}`;

/** The feature folders of an app (`<app>/src/features/<name>/`), read when lint runs: new features are covered. */
function featuresOf(app) {
  const features = path.join(root, app, 'src/features');
  if (!existsSync(features)) return [];
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${app}/src/features/${entry.name}`);
}

// Which part may import which, by where the import resolves (a package name and a relative path alike).
const zones = [
  {
    target: dir('shared'),
    from: [...apps, 'server'].map(dir),
    message: 'shared is what every app builds on: it imports no app and not the server.',
  },
  ...remotes.map((remote) => ({
    target: dir(remote),
    from: ['host', ...remotes.filter((other) => other !== remote)].map(dir),
    message:
      'A remote imports neither the host nor another remote: they meet only at run time, through Module Federation.',
  })),
  {
    target: dir('host'),
    from: remotes.map(dir),
    message: 'The host reaches the remotes only through Module Federation, at run time.',
  },
  {
    target: dir('contracts'),
    from: workspace.filter((part) => part !== 'contracts').map(dir),
    message: 'contracts imports nothing of the workspace: every other part imports it.',
  },
  {
    target: dir('server'),
    from: [...apps, 'shared'].map(dir),
    message: 'The server imports no front end: what both sides need is declared in @site/contracts.',
  },
  // Inside an app, a feature uses another one only through what that feature offers: its routes.ts or index.ts.
  ...apps.flatMap((app) =>
    featuresOf(app).map((feature, _, all) => ({
      target: dir(feature),
      from: all.filter((other) => other !== feature).map(dir),
      except: ['./routes.ts', './routes.tsx', './index.ts', './index.tsx'],
      message: 'A feature reaches another only through its routes.ts or index.ts, not into its files.',
    })),
  ),
].filter((zone) => zone.from.length > 0);

// The TypeScript settings of import-x (extensions, parsers) without its legacy resolver entry: resolver-next below.
const { 'import-x/resolver': _legacyResolver, ...typescriptSettings } =
  importX.flatConfigs.typescript.settings;

const useStateWrapper =
  'Use the state wrapper of @site/shared (shared/src/state): one store for every app of the page.';
// A relative path into shared/ or contracts/ (../../shared/src/x) skips the package's entries, and with them the one
// copy of its state that every app of the page shares: import the package by name.
const byPackageName = {
  regex: '^(\\.\\./)+(shared|contracts)/',
  message:
    'Import @site/shared or @site/contracts/<module> by name, not by a relative path into the package.',
};
const restrictedImports = (jotai) => [
  'error',
  {
    paths: jotai ? [] : [{ name: 'jotai', message: useStateWrapper }],
    patterns: [byPackageName, ...(jotai ? [] : [{ group: ['jotai/*'], message: useStateWrapper }])],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tmp/**',
      '**/.tmp-*',
      'bench/results/**',
      'bench/.reference/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Layers: imports go one way (docs/architecture.md, "Layers"). The resolver reads each package's tsconfig and
    // exports, so `@site/shared` and `../../shared/src/x` are the same file to these rules.
    plugins: { 'import-x': importX },
    settings: {
      ...typescriptSettings,
      'import-x/resolver-next': [
        // Each package's own tsconfig (the apps include shared's type declarations, the server resolves NodeNext).
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
      // One lint run: nothing changes under it, so nothing needs resolving or parsing twice.
      'import-x/cache': { lifetime: Infinity },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'no-restricted-imports': restrictedImports(false),
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    rules: {
      // Type-only imports are left out (they vanish at build time); packages from node_modules are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The wrapper itself: the one place that talks to jotai.
    files: ['shared/src/state/**'],
    rules: { 'no-restricted-imports': restrictedImports(true) },
  },
);
