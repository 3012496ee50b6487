#!/usr/bin/env node
// `npm run build`: the web app (with its bundle-size report) and the server.
const { ensureDependencies, buildServer, mustRun } = require('./lib.cjs');

ensureDependencies();
mustRun('web build', 'npx', ['vite', 'build', '--config', 'web/vite.config.mts']);
mustRun('bundle size', 'node', ['scripts/bundle-size.cjs']);
buildServer();
