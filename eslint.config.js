import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Command-line scripts report on the console by design.
    files: ['**/scripts/**', 'bench/**', '**/*.mjs', 'launcher/src/embedded.ts', 'launcher/src/distributed.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    ...reactHooks.configs.flat.recommended,
    files: ['frontend/src/**/*.{ts,tsx}'],
  },
);
