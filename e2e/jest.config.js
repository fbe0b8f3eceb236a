/**
 * The browser suite: its own jest run (`npm run e2e`), one test file per run mode of the hub, run one
 * after the other (`--runInBand`) because both modes bind the services' fixed ports.
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
  testTimeout: 60_000,
  verbose: true,
};
