/**
 * The browser suite: its own jest run (`npm run e2e`). Each test file starts its own hub and Chromium,
 * and the files run two at a time, longest first: embedded hubs take free ports, and the one
 * distributed file takes a lock for the services' fixed ports.
 */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

export default {
  displayName: 'e2e',
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['<rootDir>/test/*.test.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testSequencer: '<rootDir>/longest-first.mjs',
  maxWorkers: 2,
  testTimeout: 60_000,
  verbose: true,
};
