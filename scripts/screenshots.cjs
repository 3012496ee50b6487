#!/usr/bin/env node
// `npm run screenshots`: runs the browser suites with their captures written to docs/screenshots/ (the documented
// pages); `npm test` writes them to a temporary folder so a run leaves the tree as it was.
const path = require('node:path');
const { ensureDependencies, buildWebIfStale, moduleFile, root, run } = require('./lib.cjs');

ensureDependencies();
buildWebIfStale();
const env = {
  SCREENSHOT_DIR: path.join(root, 'docs', 'screenshots'),
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
};
process.exit(
  run(process.execPath, [moduleFile('jest/bin/jest.js'), '--selectProjects', 'e2e', '--maxWorkers=2', ...process.argv.slice(2)], { env }),
);
