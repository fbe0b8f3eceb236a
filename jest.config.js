/** One jest run for every backend workspace; TypeScript is compiled by SWC to CommonJS. */
const esmOnly = ['typebox', 'node-pg-migrate', 'file-type', 'strtok3', 'token-types', 'peek-readable', 'uint8array-extras', '@tokenizer', 'cookie', 'content-disposition', '@borewit', '@fastify/cookie', '@scure'];

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@orbita/proto-types$': '<rootDir>/proto-types/src/index.ts',
    '^@orbita/proto-types/(number-base|color-space|palette|currency-conversion|exact-decimal|graduation|lira|calendar-dates|text-count|time-zones|tfr|istat-revaluation|labour-credit|single-allowance)$': '<rootDir>/proto-types/src/logic/$1.ts',
    '^@orbita/proto-types/logic/(.+)$': '<rootDir>/proto-types/src/logic/$1.ts',
    '^@orbita/proto-types/data/(.+)$': '<rootDir>/proto-types/data/$1',
    '^@orbita/service-kit$': '<rootDir>/services/kit/src/index.ts',
    '^@orbita/service-kit/testing$': '<rootDir>/services/kit/src/testing/index.ts',
    '^@orbita/service-kit/tracing$': '<rootDir>/services/kit/src/tracing/index.ts',
    '^@orbita/(tools|suggestions|contacts|admin-auth|ai-vision)$': '<rootDir>/services/$1/src/index.ts',
    '^@orbita/gateway$': '<rootDir>/gateway/src/index.ts',
    '^@orbita/gateway/testing$': '<rootDir>/gateway/src/testing/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'backend',
      testEnvironment: 'node',
      roots: ['<rootDir>/proto-types', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/launcher', '<rootDir>/deploy-checks', '<rootDir>/scripts'],
      testMatch: ['**/?(*.)test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
    {
      ...shared,
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/frontend/src'],
      testMatch: ['**/?(*.)test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/test/setup.ts'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/frontend/src/test/style-stub.ts',
        '^@orbita/proto-types/enums$': '<rootDir>/proto-types/src/enums.ts',
        ...shared.moduleNameMapper,
      },
    },
  ],
  testTimeout: 30_000,
};
