#!/usr/bin/env node
// `npm test`: the web build (the browser suites need it) beside the server's type-check; then the unit, server and web
// Jest projects on two workers, with the other checks (web type-check, dependency rules, format, lint) beside them at
// a lower priority, so they take what the tests leave; then the browser project on two workers (Chromium takes the
// CPU it can get, so it runs alone). Prints the slowest test files and ends with the plain line 'N passed, N failed'
// summed over both Jest runs; any failed check fails the run. Arguments after `--` go to both Jest runs.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ensureDependencies, moduleFile: bin, root, webBuildIsStale } = require('./lib.cjs');
const { runBuffered, runInParallel } = require('./parallel.cjs');
const { ensureSystemTools } = require('./system-tools.cjs');

// Every folder of code that ships or runs beside it (tests apart): linted and held to the dependency rules.
const PRODUCT_FOLDERS = ['domain', 'wire', 'application', 'adapters', 'api', 'web/src', 'scripts', 'bench'];
const LANES = 2;
const SLOWEST_SHOWN = 15;

const node = (label, script, args) => ({ label, command: process.execPath, args: [bin(script), ...args] });
const niced = ({ label, command, args }) => ({ label, command: 'nice', args: ['-n', '10', command, ...args] });
const webBuild = node('web build', 'vite/bin/vite.js', ['build', '--config', 'web/vite.config.mts', '--logLevel', 'warn']);
const FIRST_CHECKS = [
  ...(webBuildIsStale() ? [webBuild] : []),
  node('type-check (server)', 'typescript/bin/tsc', ['-p', 'tsconfig.json', '--noEmit']),
];
const CHECKS_BESIDE_JEST = [
  node('type-check (web)', 'typescript/bin/tsc', ['-p', 'web/tsconfig.json', '--noEmit']),
  node('dependency rules', 'dependency-cruiser/bin/dependency-cruise.mjs', [
    ...PRODUCT_FOLDERS,
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err',
  ]),
  node('format check', 'prettier/bin/prettier.cjs', ['--check', '--log-level', 'warn', '.']),
  node('lint', 'eslint/bin/eslint.js', [
    '--max-warnings',
    '0',
    ...PRODUCT_FOLDERS,
    'web/plugins',
    'web/vite.config.mts',
    'tests',
    'eslint.config.mjs',
    'jest.config.cjs',
  ]),
];

async function runJest(label, args) {
  const outputFile = path.join(os.tmpdir(), `jest-${label}-${process.pid}.json`);
  // Areas: the test files of an area share one Jest file (tests/support/world/areas.cjs).
  const env = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(), PORTAL_TEST_AREAS: '1' };
  const jestArgs = [bin('jest/bin/jest.js'), ...args, '--json', `--outputFile=${outputFile}`, ...process.argv.slice(2)];
  const { status, seconds } = await runBuffered({ label: `Jest: ${label}`, command: process.execPath, args: jestArgs, env, live: true });
  const summary = fs.existsSync(outputFile) ? JSON.parse(fs.readFileSync(outputFile, 'utf8')) : undefined;
  fs.rmSync(outputFile, { force: true });
  return {
    label,
    status,
    seconds,
    passed: summary?.numPassedTests ?? 0,
    failed: summary?.numFailedTests ?? 0,
    files: (summary?.testResults ?? []).map((r) => ({ file: path.relative(root, r.name), seconds: (r.endTime - r.startTime) / 1000 })),
  };
}

function printSlowest(results) {
  const files = results.flatMap((r) => r.files).sort((a, b) => b.seconds - a.seconds);
  console.log(`\nThe ${SLOWEST_SHOWN} slowest test files:`);
  for (const { file, seconds } of files.slice(0, SLOWEST_SHOWN)) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
}

async function main() {
  // What was running before this run, for the per-file time limit (tests/support/world/file-times.reporter.cjs).
  process.env.TEST_BACKGROUND_LOAD ??= String(Math.min(...os.loadavg().slice(0, 2)));
  ensureSystemTools();
  ensureDependencies();
  const failedChecks = (checks) => checks.filter((c) => c.status !== 0).map((c) => c.label);
  const first = failedChecks(await runInParallel(FIRST_CHECKS, LANES));
  if (first.length > 0) {
    console.error(`\n✖ failed: ${first.join(', ')}`);
    process.exit(1);
  }
  const checksBeside = runInParallel(CHECKS_BESIDE_JEST.map(niced), 1).then(failedChecks);
  const results = [await runJest('main', ['--selectProjects', 'unit', 'server', 'web', '--coverage', `--maxWorkers=${LANES}`])];
  results.push(await runJest('browser', ['--selectProjects', 'e2e', `--maxWorkers=${LANES}`]));
  const checks = await checksBeside;
  printSlowest(results);
  console.log('');
  for (const r of results)
    console.log(`  ${r.label}: ${r.passed} passed, ${r.failed} failed in ${r.seconds.toFixed(0)} s (exit ${r.status})`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  if (checks.length > 0) console.error(`✖ failed: ${checks.join(', ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(checks.length > 0 || results.some((r) => r.status !== 0) || passed === 0 ? 1 : 0);
}

main();
