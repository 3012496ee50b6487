import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AppConfig, loadConfig } from '../../adapters/config';

export const TEST_STAFF_TOKEN = 'test-staff-token-0123456789abcdef';
/** The header that makes a request a staff call. */
export const STAFF_AUTHORIZATION = { Authorization: `Bearer ${TEST_STAFF_TOKEN}` };

/** A config as the portal would parse it, on a throwaway data folder, with any variable overridden. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, STAFF_API_TOKEN: TEST_STAFF_TOKEN, WORKER_ENABLED: 'false', ...env });
}
