#!/usr/bin/env node
// `npm test`: type-check, lint, format check, dependency rules, web build, then every Jest project (browser suites last, one at a time).
// Ends with the plain line 'N passed, N failed' summed over both Jest runs.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ensureDependencies, buildWebIfStale, moduleFile, mustRun, run } = require('./lib.cjs');
const { ensureSystemTools } = require('./system-tools.cjs');

ensureSystemTools();
ensureDependencies();
const bin = moduleFile;
// Every folder of code that ships or runs beside it (tests apart): linted and held to the dependency rules.
const PRODUCT_FOLDERS = ['domain', 'contracts', 'application', 'adapters', 'api', 'web/src', 'scripts', 'bench'];
mustRun('type-check (server)', process.execPath, [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
mustRun('type-check (web)', process.execPath, [bin('typescript/bin/tsc'), '-p', 'web/tsconfig.json', '--noEmit']);
mustRun('lint', process.execPath, [
  bin('eslint/bin/eslint.js'),
  '--max-warnings',
  '0',
  ...PRODUCT_FOLDERS,
  'web/plugins',
  'web/vite.config.mts',
  'tests',
  'eslint.config.mjs',
  'jest.config.cjs',
]);
mustRun('format check', process.execPath, [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']);
mustRun('dependency rules', process.execPath, [
  bin('dependency-cruiser/bin/dependency-cruise.mjs'),
  ...PRODUCT_FOLDERS,
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
]);
buildWebIfStale();

const jest = bin('jest/bin/jest.js');
const env = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() };
const extra = process.argv.slice(2);
const results = [];
const runJest = (label, args) => {
  const outputFile = path.join(os.tmpdir(), `jest-${label}-${process.pid}.json`);
  const status = run(process.execPath, [jest, ...args, '--json', `--outputFile=${outputFile}`, ...extra], { env });
  const summary = fs.existsSync(outputFile) ? JSON.parse(fs.readFileSync(outputFile, 'utf8')) : undefined;
  results.push({
    label,
    status,
    passed: summary?.numPassedTests ?? 0,
    failed: summary?.numFailedTests ?? 0,
    total: summary?.numTotalTests ?? 0,
  });
};

runJest('main', ['--selectProjects', 'unit', 'server', 'web', '--coverage', '--maxWorkers=2']);
runJest('browser', ['--selectProjects', 'e2e', '--runInBand']);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const broken = results.filter((r) => r.status !== 0);
console.log('');
for (const r of results) console.log(`  ${r.label}: ${r.passed} passed, ${r.failed} failed (exit ${r.status})`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(broken.length > 0 || passed === 0 ? 1 : 0);
