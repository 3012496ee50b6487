#!/usr/bin/env node
// `npm start`: install if needed, build what changed, then run the portal (migrations and first-run demo seed inside).
const path = require('node:path');
const { root, ensureDependencies, buildWebIfStale, buildServer, run } = require('./lib.cjs');
const { ensureSystemTools } = require('./system-tools.cjs');

// The audio analysis measures loudness with libebur128; without it uploads still work, unmeasured.
ensureSystemTools({ only: ['libebur128-1'], optional: true, purpose: 'The audio analysis needs' });
// A target that takes FLAC gets files made by Debian's flac; WAV targets deliver without it.
ensureSystemTools({ only: ['flac'], optional: true, purpose: 'FLAC deliveries need' });
// Every DDEX message is checked against DDEX's schema with xmllint before it leaves; without it deliveries wait.
ensureSystemTools({ only: ['libxml2-utils'], optional: true, purpose: 'Checking DDEX messages before sending needs' });
ensureDependencies();
buildWebIfStale();
buildServer();
process.exit(run(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/api/main.js')]));
