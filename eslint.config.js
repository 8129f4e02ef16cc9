import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

const features = readdirSync(new URL('./src/app/features/', import.meta.url))
const serverImport = { group: ['**/server/**'], message: 'src/app, src/core and sw never import the server.' }

const apiPathMessage = 'API paths live only in src/core/contract/endpoints.ts: use endpointPath(endpoints.…) or API_PREFIX.'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.data', 'src/app/route-tree.gen.ts', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    ignores: ['src/server/main.ts', 'src/server/cli/**', '**/*.test.{ts,tsx}', 'src/server/test-*.ts', 'src/app/test-*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through src/server/config.ts (loadConfig).' }],
    },
  },
  {
    // Layer boundaries: core imports nothing of ours; app, server and sw import only core.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/server/**', '**/sw/**'], message: 'src/core imports nothing of ours.' }] }],
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
            { regex: '/app/(?!offline/sync/outbox-drain$)', message: 'sw imports only src/core and src/app/offline/sync/outbox-drain.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/sw/**'], message: 'The server imports only src/core.' }] }],
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
