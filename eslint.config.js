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
            { target: './src', from: './electron', message: 'The renderer talks to the shell through src/platform only.' },
            { target: './src', from: './server', message: 'The renderer talks to the server over HTTP only.' },
            {
              target: './electron',
              from: './src',
              except: ['./shared', './i18n/locales'],
              message: 'The desktop shell may import only src/shared (and the locale catalogs).',
            },
            { target: './electron', from: './server', message: 'The desktop shell never imports server code.' },
            { target: './server', from: './src', except: ['./shared', './i18n/locales'], message: 'The server may import only src/shared.' },
            { target: './server', from: './electron', message: 'The server never imports desktop code.' },
            { target: './src/shared', from: './src', except: ['./shared'], message: 'src/shared depends on nothing else.' },
            { target: './src/shared', from: './electron' },
            { target: './src/shared', from: './server' },
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
          ],
        },
      ],
    },
  },
  {
    files: ['src/platform/platform.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'process', 'Buffer'],
    },
  },
  {
    files: ['server/**/*.ts', 'electron/**/*.ts', 'tests/**/*.ts', '.config/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
