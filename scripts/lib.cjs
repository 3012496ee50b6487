// Shared by start.cjs, build.cjs and test.cjs. Plain Node only: it runs before dependencies are installed.
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(label, command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${status})`);
    process.exit(status);
  }
}

/** npm install when node_modules is missing or older than the committed lockfile. */
function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules', '.install-stamp');
  const wanted = crypto
    .createHash('sha256')
    .update(fs.readFileSync(lock))
    .update(fs.readFileSync(path.join(root, 'package.json')))
    .digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) return;
  console.log('Installing dependencies (npm install)…');
  // Not `npm ci`: the lockfile made here omits other platforms' optional binaries and `npm ci` calls that out of sync.
  // `--include=dev` because the portal is built here from source: under NODE_ENV=production npm would leave out the
  // compilers and remove them if present.
  mustRun('npm install', 'npm', ['install', '--no-audit', '--no-fund', '--include=dev']);
  fs.writeFileSync(stamp, wanted);
}

/** A file inside an installed package, by path (some packages do not export their bin scripts). */
function moduleFile(relative) {
  return path.join(root, 'node_modules', relative);
}

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      if (path.basename(p) === 'node_modules') return;
      for (const child of fs.readdirSync(p)) visit(path.join(p, child));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach((e) => visit(path.join(root, e)));
  return newest;
}

/** Whether the web app's sources (or the shared domain) changed since the last build. */
function webBuildIsStale() {
  const marker = path.join(root, 'dist', 'web', 'index.html');
  const sources = newestMtime(['web', 'domain', 'scripts/generate-city-files.ts', 'package-lock.json']);
  return !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < sources;
}

/** Rebuilds the web app only when it is stale. */
function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  mustRun('web build', process.execPath, [
    moduleFile('vite/bin/vite.js'),
    'build',
    '--config',
    'web/vite.config.mts',
    '--logLevel',
    'warn',
  ]);
}

// tsc never deletes the output of a removed source, and a stale `x.js` shadows a new `x/index.js`: build afresh.
function buildServer() {
  require('node:fs').rmSync(require('node:path').join(root, 'dist/server'), { recursive: true, force: true });
  mustRun('server build', process.execPath, [moduleFile('typescript/bin/tsc'), '-p', 'tsconfig.build.json']);
}

module.exports = { root, moduleFile, run, mustRun, ensureDependencies, buildWebIfStale, webBuildIsStale, buildServer };
