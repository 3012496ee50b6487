// Jest projects: pure unit suites, server suites (real Nest app on PGlite/PostgreSQL), web components (jsdom),
// and browser suites (Chromium). @swc/jest compiles; `tsc --noEmit` type-checks separately (scripts/test.cjs).
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

// Packages published only as ES modules, compiled to CommonJS like the project's own files.
const ESM_ONLY_PACKAGES = ['wouter', 'regexparam', 'inversify', '@inversifyjs'];

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.m?tsx?$': swc(true), [`/node_modules/(${ESM_ONLY_PACKAGES.join('|')})/.+\\.js$`]: swc(false) },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'cjs', 'mjs', 'json'],
  // The build's plugins import each other as Node runs them, by the compiled name.
  moduleNameMapper: { '^(\\.{1,2}/.*/plugins/.*)\\.mjs$': '$1.mts' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/tests/{domain,application}/**/*.test.ts'] },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/{api,contracts,adapters,wire-contracts,house-rules}/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/tests/support/jsdom-environment.cjs',
      testMatch: ['<rootDir>/tests/web/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/web-setup.ts'],
      moduleNameMapper: { ...common.moduleNameMapper, '\\.(css|svg|png|jpg|webp|avif)$': '<rootDir>/tests/support/file-stub.cjs' },
    },
    { ...common, displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'] },
  ],
  // Server and web suites start a real Nest app on PGlite or render the whole wizard: seconds, not milliseconds.
  testTimeout: 30_000,
  // Each PGlite instance holds a few hundred MB of WebAssembly memory: recycle workers that grew.
  workerIdleMemoryLimit: '2GB',
  collectCoverageFrom: ['<rootDir>/domain/**/*.ts'],
  coverageThreshold: { './domain/': { lines: 95, branches: 95 } },
  coverageReporters: ['text-summary'],
};
