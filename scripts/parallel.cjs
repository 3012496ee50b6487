// Runs commands side by side, a few at a time, each one's output held and printed whole when it ends (so two
// checks never interleave their lines). Plain Node only: it runs before dependencies are installed.
const { spawn } = require('node:child_process');
const { root } = require('./lib.cjs');

/** Runs one command; its output is held and printed whole at the end, or passed straight through with `live`. */
function runBuffered({ label, command, args, env, live = false }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`${status === 0 ? '✓' : '✖'} ${label} (${seconds} s)${text ? `\n${text}` : ''}`);
      resolve({ label, status: status ?? 1, seconds: Number(seconds) });
    });
  });
}

/** Runs the tasks with at most `lanes` at once; resolves with every task's status once all have ended. */
async function runInParallel(tasks, lanes) {
  const queue = [...tasks];
  const results = [];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) results.push(await runBuffered(task));
  };
  await Promise.all(Array.from({ length: Math.min(lanes, tasks.length) }, lane));
  return results;
}

module.exports = { runInParallel, runBuffered };
