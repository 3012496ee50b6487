import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { type RunningPortal, startPortal } from '../support/web-server';
import { type CuttingProxy, startCuttingProxy } from './cutting-proxy';

/**
 * One portal, one Chromium and a proxy in front of the portal that cuts or stalls the first PATCH carrying more than
 * `afterBytes`, shared by a whole test file and closed after it.
 */
export function usePortalBehindCuttingProxy(
  afterBytes: number,
  mode: 'cut' | 'stall',
): { readonly portal: RunningPortal; readonly proxy: CuttingProxy; readonly browser: Browser } {
  const shared = {} as { portal: RunningPortal; proxy: CuttingProxy; browser: Browser };
  beforeAll(async () => {
    [shared.portal, shared.browser] = await Promise.all([startPortal(), launchBrowser()]);
    shared.proxy = await startCuttingProxy(new URL(shared.portal.baseUrl), 'PATCH', afterBytes, mode);
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.proxy?.close();
    await shared.portal?.close();
  });
  return shared;
}
