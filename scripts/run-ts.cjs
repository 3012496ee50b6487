#!/usr/bin/env node
// Runs a TypeScript script (CLI tools, seeds, benchmarks) with tsx: `node scripts/run-ts.cjs path/to/file.ts [args]`.
const { spawnSync } = require('node:child_process');
const cli = require.resolve('tsx/cli');
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
