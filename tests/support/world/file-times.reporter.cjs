// A Jest reporter that holds every test file to a time limit: a file over it fails the run unless the test config
// names it with the reason. The limit is for a machine doing nothing but this run; on a busier one it stretches by
// how far the load average (sampled as each file starts and ends) exceeds what the run itself makes.
const os = require('node:os');
const path = require('node:path');

class FileTimesReporter {
  constructor(globalConfig, { limitSeconds, allowed }) {
    this.rootDir = globalConfig.rootDir;
    this.limitSeconds = limitSeconds;
    this.allowed = allowed;
    this.ownLoad = os.availableParallelism() + 1;
    this.loadAtStart = new Map();
    this.error = undefined;
  }

  onTestFileStart(test) {
    this.loadAtStart.set(test.path, os.loadavg()[0]);
  }

  onTestFileResult(test, result) {
    const file = path.relative(this.rootDir, test.path);
    const seconds = (result.perfStats.end - result.perfStats.start) / 1000;
    const load = ((this.loadAtStart.get(test.path) ?? 0) + os.loadavg()[0]) / 2;
    const limit = this.limitSeconds * Math.max(1, load / this.ownLoad);
    if (seconds <= limit || this.allowed[file]) return;
    const message = `${file} took ${seconds.toFixed(1)} s, over the ${limit.toFixed(0)} s a file may take (load ${load.toFixed(1)}): make it faster, split it, or name it with the reason in jest.config.cjs (slowFiles)`;
    console.error(`\n✖ ${message}`);
    this.error = new Error(message);
  }

  getLastError() {
    return this.error;
  }
}

module.exports = FileTimesReporter;
