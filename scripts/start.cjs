#!/usr/bin/env node
// `npm start`: install if needed, build what changed, then run the portal (migrations and first-run demo seed inside).
const path = require('node:path');
const { root, ensureDependencies, buildWebIfStale, buildServer, run } = require('./lib.cjs');

ensureDependencies();
buildWebIfStale();
buildServer();
process.exit(run(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/api/main.js')]));
