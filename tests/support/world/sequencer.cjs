// Jest's order of test files: longest first, so no worker is left with a long file at the end. Jest knows each file's
// time from earlier runs; on a fresh clone it has none and guesses by file size, which would put the area files (a
// few lines each) last. Here the files known to be slow go first, and an area file weighs what its test files weigh
// together.
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { AREAS, filesOfArea, root } = require('./areas.cjs');
const slowFiles = require('./slow-files.cjs');

const sizeOf = (file) => fs.statSync(file).size;

function weight(test) {
  const file = path.relative(root, test.path);
  if (slowFiles[file]) return Number.MAX_SAFE_INTEGER;
  if (!AREAS[file]) return sizeOf(test.path);
  return filesOfArea(file).reduce((sum, member) => sum + sizeOf(path.join(root, member)), 0);
}

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    if (tests.every((test) => this.time(test) !== undefined)) return super.sort(tests);
    const weights = new Map(tests.map((test) => [test, weight(test)]));
    return [...tests].sort((a, b) => weights.get(b) - weights.get(a));
  }
}

module.exports = LongestFirstSequencer;
