import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

const features = readdirSync(new URL('./src/app/features/', import.meta.url))
const serverImport = { group: ['**/server/**'], message: 'src/app, src/core and sw never import the server.' }

const apiPathMessage =
  'API paths live only in src/core/contract/endpoints.ts: use endpointPath(endpoints.…) or API_PREFIX.'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.data', 'src/app/route-tree.gen.ts', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Rules that read types: each file is checked with the tsconfig project that includes it (tsconfig.json refers
    // to them all).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function without await is how mocks and interface methods here return a promise; Promise.resolve()
      // would say the same in more words.
      '@typescript-eslint/require-await': 'off',
      // The objects of functions here (stores, generators, test doubles) are closures that never read `this`; the
      // rule cannot tell them from class methods.
      '@typescript-eslint/unbound-method': 'off',
      // An abort signal's reason is typed any: rejecting with it passes on the DOMException the caller aborted with.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true }],
      // The router's redirect() is thrown: that is how TanStack Router leaves a route.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
    },
  },
  {
    // Tests read response bodies as any and check their shape with expect, which says more than a type would.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/app/test-utils.tsx', 'src/app/offline/test-support/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // This file is JavaScript outside every tsconfig project, so it has no types to read.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/server/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [serverImport],
        },
      ],
    },
  },
  // A feature imports no other feature: what two screens share lives in components/, lib/ or offline/, so a screen
  // can change without breaking another. (Each block repeats the server pattern: a later block's options replace it.)
  ...features.map((feature) => ({
    files: [`src/app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImport,
            {
              regex: `(^|/)\\.\\./(\\.\\./)*(${features.filter((other) => other !== feature).join('|')})(/|$)`,
              message: `src/app/features/${feature} imports no other feature; share through components/, lib/ or offline/.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Configuration is read in one place: src/server/config.ts parses the environment that main.ts and the CLIs hand
    // it, so every setting is validated and documented once. Tests and the test helpers read their own variables.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: [
      'src/server/main.ts',
      'src/server/cli/**',
      '**/*.test.{ts,tsx}',
      'src/server/test-*.ts',
      'src/app/test-*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through src/server/config.ts (loadConfig).' },
      ],
    },
  },
  {
    // Layer boundaries: core imports nothing of ours; app, server and sw import only core.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '**/server/**', '**/sw/**'], message: 'src/core imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    // The service worker shares the page's outbox replay through one worker-safe entry (docs/decisions/175);
    // tsconfig.sw.json lists the files behind it and type-checks them as worker code.
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'src/app, src/core and sw never import the server.' },
            {
              regex: '/app/(?!offline/sync/outbox-drain$)',
              message: 'sw imports only src/core and src/app/offline/sync/outbox-drain.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**', '**/sw/**'], message: 'The server imports only src/core.' }] },
      ],
    },
  },
  {
    // Every API path is written once, in the endpoint registry (docs/decisions/200): code and tests build paths from
    // its entries with endpointPath(), and a path the API does not have is spelled from API_PREFIX.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/core/contract/endpoints.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api(\\/|\\?|$)/]', message: apiPathMessage },
        { selector: 'TemplateElement[value.raw=/^\\/api(\\/|\\?|$)/]', message: apiPathMessage },
      ],
    },
  },
)
