// Lets a child process run the API's TypeScript sources directly (decorator metadata included, which Nest's
// injection needs), compiled by swc like the Jest transform: `node -r ./tests/support/crash/swc-register.cjs api/main.ts`.
// Compiled files are cached on disk by content hash, so restarting the child (crash tests) stays quick.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const swc = require('@swc/core');

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
const cacheDir = path.join(os.tmpdir(), 'portal-swc-cache');
fs.mkdirSync(cacheDir, { recursive: true });

require.extensions['.ts'] = function compile(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const cached = path.join(cacheDir, `${crypto.createHash('sha1').update(filename).update(source).digest('hex')}.js`);
  let code;
  try {
    code = fs.readFileSync(cached, 'utf8');
  } catch {
    code = swc.transformSync(source, { ...options, filename }).code;
    // Written aside then renamed: processes starting together must never read each other's half-written file.
    const temp = `${cached}.${process.pid}.tmp`;
    fs.writeFileSync(temp, code);
    fs.renameSync(temp, cached);
  }
  module._compile(code, filename);
};
