// Jest projects: pure unit suites, server suites (real Nest app on PGlite/PostgreSQL), web components (jsdom),
// and browser suites (Chromium). @swc/jest compiles; `tsc --noEmit` type-checks separately (scripts/test.cjs).
const { filesToRun } = require('./tests/support/world/areas.cjs');

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

// Areas: several test files of one area in one Jest file (tests/support/world/areas.cjs). `npm test` runs them.
const RUN_AREAS = process.env.PORTAL_TEST_AREAS === '1';

/** In area mode a project runs its area files, and the test files in no area on their own. */
function withAreas(project, folders) {
  if (!RUN_AREAS) return project;
  return { ...project, testMatch: filesToRun(folders.map((folder) => `tests/${folder}`)).map((file) => `<rootDir>/${file}`) };
}

// Never Date, timers or fetch: fake timers and tests replace those on the global after modules have loaded.
const BUILT_INS_NO_TEST_REPLACES = ['Math', 'Object', 'Array', 'Symbol', 'Number', 'String', 'JSON', 'Reflect', 'Map', 'Set', 'WeakMap'];

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.m?tsx?$': swc(true), [`/node_modules/(${ESM_ONLY_PACKAGES.join('|')})/.+\\.js$`]: swc(false) },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'cjs', 'mjs', 'json'],
  // The build's plugins import each other as Node runs them, by the compiled name.
  moduleNameMapper: { '^(\\.{1,2}/.*/plugins/.*)\\.mjs$': '$1.mts' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Jest's node environment on plain globals (the file says why).
  testEnvironment: '<rootDir>/tests/support/node-environment.cjs',
};

/**
 * A project's default time per test and hook, sized for a machine loaded to 15-20 on two cores with a cold
 * transform cache: a passing test takes what it takes, the limit only ends a hung one. Tests name their own
 * timeout only above this.
 */
const timeout = (ms, ...setupFiles) => ({
  globals: { PROJECT_TEST_TIMEOUT: ms },
  setupFilesAfterEnv: ['<rootDir>/tests/support/project-timeout.ts', ...setupFiles],
});
// Test databases a file closed are kept for its next open and ended after its last test (tests/support/world/).
const KEPT_DATABASES = '<rootDir>/tests/support/world/close-kept-databases.ts';

// Test files allowed over the time limit below, with their reasons.
const slowFiles = require('./tests/support/world/slow-files.cjs');

module.exports = {
  reporters: ['default', ['<rootDir>/tests/support/world/file-times.reporter.cjs', { limitSeconds: 90, allowed: slowFiles }]],
  projects: [
    {
      ...common,
      ...timeout(60_000),
      displayName: 'unit',
      testMatch: ['<rootDir>/tests/{domain,application}/**/*.test.ts'],
    },
    withAreas(
      {
        ...common,
        // A real Nest app on PGlite or PostgreSQL per suite, child processes, SMTP and S3 fakes.
        ...timeout(300_000, KEPT_DATABASES),
        displayName: 'server',
        // The migrated schema is made once per run and copied for each test database (tests/support/world/).
        globalSetup: '<rootDir>/tests/support/world/global-setup.ts',
        testMatch: ['<rootDir>/tests/{api,port-suites,adapters,wire,house-rules}/**/*.test.ts'],
      },
      ['api', 'port-suites', 'adapters', 'wire', 'house-rules'],
    ),
    withAreas(
      {
        ...common,
        // The whole wizard rendered in jsdom with MUI: a step takes seconds under load.
        globals: { PROJECT_TEST_TIMEOUT: 300_000 },
        displayName: 'web',
        // jsdom's window is a contextified sandbox: every read of a global from a module (React's and MUI's included)
        // crosses it, about ten times the cost under Node. Built-ins no test replaces are handed to each module.
        sandboxInjectedGlobals: BUILT_INS_NO_TEST_REPLACES,
        testEnvironment: '<rootDir>/tests/support/jsdom-environment.cjs',
        testMatch: ['<rootDir>/tests/web/**/*.test.{ts,tsx}'],
        setupFilesAfterEnv: ['<rootDir>/tests/support/project-timeout.ts', '<rootDir>/tests/support/web-setup.ts'],
        moduleNameMapper: {
          ...common.moduleNameMapper,
          '\\.(css|svg|png|jpg|webp|avif)$': '<rootDir>/tests/support/file-stub.cjs',
          '^@domain/(.*)$': '<rootDir>/domain/$1',
          '^@wire(/.*)?$': '<rootDir>/wire$1',
        },
      },
      ['web'],
    ),
    // Chromium against the built portal.
    withAreas(
      {
        ...common,
        ...timeout(600_000, KEPT_DATABASES),
        displayName: 'e2e',
        testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
        // The migrated schema and one Chromium for the run; each file connects to it (tests/support/world/).
        globalSetup: '<rootDir>/tests/support/world/browser-setup.ts',
        globalTeardown: '<rootDir>/tests/support/world/browser-teardown.ts',
      },
      ['e2e'],
    ),
  ],
  // Longest files first, an area weighing what its files weigh (tests/support/world/sequencer.cjs).
  testSequencer: '<rootDir>/tests/support/world/sequencer.cjs',
  // The projects' own defaults (above) replace this; it holds for a file run outside them.
  testTimeout: 60_000,
  // Each PGlite instance holds a few hundred MB of WebAssembly memory: recycle workers that grew.
  workerIdleMemoryLimit: '2GB',
  collectCoverageFrom: ['<rootDir>/domain/**/*.ts'],
  // The domain's rules are covered by their own unit tests (tests/domain alone reaches about 96% of branches and 97% of
  // lines); server and web tests only add to that, so a drop below these figures means a rule lost its tests.
  coverageThreshold: { './domain/': { lines: 95, branches: 95 } },
  coverageReporters: ['text-summary'],
};
