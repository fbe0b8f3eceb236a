/**
 * The browser suite: its own jest run (`npm run e2e`). Each test file starts its own hub and Chromium.
 * The files run one after the other: one file already keeps both cores of the CI machine 87 % busy
 * (Chromium's renderer, browser and GPU processes about two thirds of it), and two at a time took
 * 936 s where one at a time took 796 s.
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
  maxWorkers: 1,
  testTimeout: 60_000,
  verbose: true,
};
