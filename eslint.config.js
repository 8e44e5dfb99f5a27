// Flat ESLint config. Process boundaries are lint zones: src/ (renderer), electron/ (desktop
// shell) and server/ (reference platform) meet only through src/shared/.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'out/', 'release/', 'data/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './electron',
              message: 'The renderer talks to the shell through src/platform only.',
            },
            { target: './src', from: './server', message: 'The renderer talks to the server over HTTP only.' },
            {
              target: './electron',
              from: './src',
              except: ['./shared', './i18n/locales'],
              message: 'The desktop shell may import only src/shared (and the locale catalogs).',
            },
            { target: './electron', from: './server', message: 'The desktop shell never imports server code.' },
            {
              target: './server',
              from: './src',
              except: ['./shared', './i18n/locales'],
              message: 'The server may import only src/shared.',
            },
            { target: './server', from: './electron', message: 'The server never imports desktop code.' },
            {
              target: './tools',
              from: './src',
              except: ['./shared'],
              message: 'The tools speak the contract of src/shared only.',
            },
            {
              target: './tools',
              from: './server',
              message: 'The conformance kit tests a backend from outside: no server code.',
            },
            { target: './tools', from: './electron' },
            {
              target: './src/shared',
              from: './src',
              except: ['./shared'],
              message: 'src/shared depends on nothing else.',
            },
            { target: './src/shared', from: './electron' },
            { target: './src/shared', from: './server' },
            // Inside the server the layers point one way: db, wire and http sit under the domains
            // (the transport is handed the system domain's gate, server/wire/gate.ts), and the demo
            // data sits above them (server/demo seeds through the domains).
            {
              target: './server/db',
              from: './server/domains',
              message: 'server/db sits under the domains: it never imports one.',
            },
            {
              target: './server/wire',
              from: './server/domains',
              message:
                'server/wire sits under the domains: take what you need as an interface (see server/wire/gate.ts).',
            },
            {
              target: './server/http',
              from: './server/domains',
              message: 'server/http is shared by every domain: it never imports one.',
            },
            {
              target: './server/domains',
              from: './server/demo',
              message: 'The demo data is built from the domains, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from src/app/hooks.',
            },
          ],
          patterns: [
            {
              group: ['**/platform.web', '**/platform.desktop'],
              message: 'Import the platform from src/platform/platform; it picks the implementation.',
            },
            {
              // The schemas are the server's at run time: the client takes their types only, so
              // TypeBox never reaches the bundle (src/shared/wire/schemas/kit.ts).
              group: [
                '@sinclair/typebox',
                '@sinclair/typebox/*',
                '**/wire/schemas',
                '**/wire/schemas/*',
                './schemas',
                './schemas/*',
              ],
              allowTypeImports: true,
              message: 'The wire schemas are for the server: import their types with `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/platform/platform.ts', 'src/shared/wire/schemas/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'process',
        'Buffer',
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'electron/**/*.ts',
      'tests/**/*.ts',
      'tools/**/*.ts',
      '.config/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The provider simulator's game page script runs in the browser (tools/provider-sim/gamePage.ts).
    files: ['tools/provider-sim/client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
