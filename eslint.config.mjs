import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tmp/**',
      '**/.tmp-*',
      'bench/results/**',
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
    // Layering (bulletproof-react): shared never imports an app; remotes never import the host or each other.
    files: ['shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@site/host*', '@site/remote-*', '**/host/**', '**/remote-*/**'] },
      ],
    },
  },
  ...['remote-player', 'remote-console', 'remote-legal', 'host'].map((app) => ({
    files: [`${app}/src/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['host', 'remote-player', 'remote-console', 'remote-legal']
            .filter((other) => other !== app)
            .flatMap((other) => [`@site/${other}*`, `**/${other}/**`]),
        },
      ],
    },
  })),
);
