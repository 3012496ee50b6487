// A Jest reporter that holds every test file to a time limit: a file over it fails the run unless the test config
// names it with the reason. The limit is for a machine doing nothing but this run; when other work was already
// running as the run began (its load average, as `npm test` read it before starting anything, or as this reporter
// reads it when Jest starts), the limit stretches by the share of the cores that work takes.
const os = require('node:os');
const path = require('node:path');

/** The load average of what was running before the tests: the lower of the 1- and 5-minute figures. */
function loadBeforeTheRun() {
  const [one, five] = os.loadavg();
  return Math.min(one, five);
}

class FileTimesReporter {
  constructor(globalConfig, { limitSeconds, allowed }) {
    this.rootDir = globalConfig.rootDir;
    const cores = os.availableParallelism();
    const background = Number(process.env.TEST_BACKGROUND_LOAD ?? loadBeforeTheRun());
    this.limitSeconds = limitSeconds * Math.max(1, (background + cores) / cores);
    this.allowed = allowed;
    this.error = undefined;
  }

  onTestFileResult(test, result) {
    const file = path.relative(this.rootDir, test.path);
    const seconds = (result.perfStats.end - result.perfStats.start) / 1000;
    if (seconds <= this.limitSeconds || this.allowed[file]) return;
    const message = `${file} took ${seconds.toFixed(1)} s, over the ${this.limitSeconds.toFixed(0)} s a file may take: make it faster, split it, or name it with the reason in jest.config.cjs (slowFiles)`;
    console.error(`\n✖ ${message}`);
    this.error = new Error(message);
  }

  getLastError() {
    return this.error;
  }
}

module.exports = FileTimesReporter;
