import { chromium } from 'playwright-core';
import { BROWSER_ENDPOINT_VARIABLE, CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser';
import makeMigratedSchema from './global-setup';

/**
 * Jest's global setup for the browser project: the migrated schema, and one Chromium for the whole run that every
 * file connects to (each file's pages live in contexts of their own). The teardown closes it.
 */
export default async function startSharedBrowser(): Promise<void> {
  await makeMigratedSchema();
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  process.env[BROWSER_ENDPOINT_VARIABLE] = server.wsEndpoint();
  (globalThis as { sharedBrowserServer?: { close(): Promise<void> } }).sharedBrowserServer = server;
}
