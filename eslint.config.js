import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

const FRONTEND_SRC = 'frontend/src';
/**
 * A small tree laid out like frontend/src that breaks the import boundaries on purpose, so that
 * frontend/src/test/lint-boundaries.test.ts can prove the rules catch it; the normal run skips it.
 */
const BOUNDARY_FIXTURES = 'frontend/src/test/lint-boundaries';

/** The folders directly inside `dir`: one per feature, or one per tool. */
function folders(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Imports go one way, as in bulletproof-react: app → features, tools → components, lib. Features and tools
 * never import each other, nor one feature another feature, nor one tool another tool; code they share moves
 * down to components/ or lib/. Of the shared files at the root of tools/ (registry, shell, types), a tool
 * imports only the types.
 */
function layerZones(src) {
  const features = folders(`${src}/features`);
  const tools = folders(`${src}/tools`);
  return [
    {
      target: [`${src}/components`, `${src}/lib`],
      from: [`${src}/app`, `${src}/features`, `${src}/tools`],
      message: 'Shared code imports no feature, tool or app module: hand it what it needs through props, composed in src/app.',
    },
    {
      target: [`${src}/features`, `${src}/tools`],
      from: `${src}/app`,
      message: 'Features and tools do not import the app; the app composes them.',
    },
    { target: `${src}/features`, from: `${src}/tools`, message: 'A feature does not import a tool; the app composes them.' },
    { target: `${src}/tools`, from: `${src}/features`, message: 'A tool does not import a feature; the app composes them.' },
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'No imports between features: move the shared code down to components/ or lib/.',
    })),
    ...tools.map((tool) => ({
      target: `${src}/tools/${tool}`,
      from: `${src}/tools`,
      except: [`./${tool}`, './types.ts'],
      message: 'No imports between tools: move the shared code down to components/ or lib/; the shell hands a page its definition.',
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      `${BOUNDARY_FIXTURES}/**`,
    ],
  },
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
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones(FRONTEND_SRC), ...layerZones(BOUNDARY_FIXTURES)] }],
    },
  },
);
