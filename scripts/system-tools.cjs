// The Debian tools the test suites drive: Chromium for the browser suites, sox and ImageMagick for test media,
// libebur128 for the audio analysis and ffmpeg as its reference, xmllint for the DDEX schema, flac for FLAC deliveries.
// Plain Node only: it runs before dependencies are installed.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');

const TOOLS = [
  { pkg: 'chromium', present: () => fs.existsSync('/usr/bin/chromium') },
  { pkg: 'sox', present: () => onPath('sox') },
  // A look-alike `convert` may stand earlier on PATH, so look for ImageMagick's own.
  { pkg: 'imagemagick', present: () => fs.existsSync('/usr/bin/convert') },
  // The audio analysis measures loudness with libebur128; ffmpeg's ebur128 filter is the reference in tests and bench.
  { pkg: 'libebur128-1', present: () => libraryPresent('libebur128.so.1') },
  { pkg: 'ffmpeg', present: () => onPath('ffmpeg') },
  // The load balancer in front of several API instances (scale-out suite).
  { pkg: 'nginx-light', present: () => fs.existsSync('/usr/sbin/nginx') },
  // The XSD validator the DDEX ERN 4.3 messages are checked with.
  { pkg: 'libxml2-utils', present: () => onPath('xmllint') },
  // The reference FLAC encoder: a FLAC target's files are made by it and checked with `flac -t` before sending.
  { pkg: 'flac', present: () => onPath('flac') },
];

function libraryPresent(name) {
  return spawnSync('sh', ['-c', `ldconfig -p | grep -q ${name}`], { stdio: 'ignore' }).status === 0;
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function missingPackages(only) {
  return TOOLS.filter((tool) => (!only || only.includes(tool.pkg)) && !tool.present()).map((tool) => tool.pkg);
}

/**
 * Installs the missing tools with apt-get when this user can, or stops at once naming the one command to run.
 * `only` limits it to some packages; `optional` warns instead of stopping (what the portal can run without).
 */
function ensureSystemTools({ only, optional = false, purpose = 'The tests need' } = {}) {
  const missing = missingPackages(only);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const canInstall = process.getuid?.() === 0 && onPath('apt-get');
  if (!canInstall) {
    console.error(
      `\n${optional ? '!' : '✖'} ${purpose} Debian packages this machine lacks: ${missing.join(', ')}.\n  Run as root: ${command}\n`,
    );
    if (optional) return;
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`\n✖ apt-get ${args[0]} failed (exit ${result.status}). Run: ${command}\n`);
      if (optional) return;
      process.exit(1);
    }
  }
  const still = missingPackages(only);
  if (still.length > 0) {
    console.error(`\n✖ Still missing after apt-get: ${still.join(', ')}. Run: ${command}\n`);
    if (!optional) process.exit(1);
  }
}

module.exports = { ensureSystemTools, missingPackages };
