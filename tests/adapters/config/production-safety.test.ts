import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { ConfigError, loadConfig } from '../../../adapters/config';
import { hideSourceMaps } from '../../../api/static/source-maps';
import { startTestApp } from '../../support/test-app';

describe('production safety', () => {
  it('refuses SEED_DEMO_DATA=true with NODE_ENV=production (a known staff password)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' })).toThrow(/SEED_DEMO_DATA/);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('serves no API docs in production unless API_DOCS_ENABLED=true', async () => {
    for (const [env, status] of [
      [{ NODE_ENV: 'production' }, 404],
      [{ NODE_ENV: 'production', API_DOCS_ENABLED: 'true' }, 200],
      [{}, 200],
    ] as const) {
      const app = await startTestApp({ env });
      try {
        await request(app.http).get('/api/docs-json').expect(status);
      } finally {
        await app.close();
      }
    }
  });

  it('hides source maps of the web build in production', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
    writeFileSync(path.join(dir, 'app.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'app.js.map'), '{"version":3}');
    const served = (production: boolean) => express().use(hideSourceMaps(production)).use(express.static(dir));
    await request(served(true)).get('/app.js.map').expect(404);
    await request(served(true)).get('/app.js.map?x=1').expect(404);
    await request(served(true)).get('/app.js').expect(200);
    await request(served(false)).get('/app.js.map').expect(200);
  });
});
