/**
 * First-load benchmark: the JavaScript bytes a first visit transfers (encoded, as on the wire) for /, /submit and /login
 * until the network is idle, without touching the page,
 * measured in Debian's Chromium through the DevTools protocol against the production build. The pages load from a
 * public-looking host name mapped to 127.0.0.1, as a visitor would see them: on a loopback host the site also loads
 * its local developer panel, which visitors never fetch. Chromium offers brotli only to secure origins, so the bench
 * asks for it as an HTTPS visitor's browser does.
 * Run: npm run bench:first-load
 */
import { type CDPSession, chromium } from 'playwright-core';
import { buildPortal, loadAverage, startPortalProcess } from './support/portal-process';
import { runBench } from './support/run-bench';

const PAGES = ['/', '/submit', '/login'];
/** The pages held to the budget; /login is shown beside them: it runs no script until the visitor touches it. */
const BUDGETED = new Set(['/', '/submit']);
const BUDGET_BYTES = 150 * 1024;
const PORT = 3990 + Math.floor(Math.random() * 9);
const VISITOR_HOST = 'portal.test';
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface Transfer {
  url: string;
  type: string;
  encodedBytes: number;
  encoding: string;
}

/** Every response of one cold page load with the bytes it took on the wire (headers included). */
async function coldLoad(cdp: CDPSession, navigate: () => Promise<void>): Promise<Transfer[]> {
  const types = new Map<string, { url: string; type: string; encoding: string }>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (e) =>
    types.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      encoding: Object.entries(e.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity',
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const seen = types.get(e.requestId);
    if (seen) transfers.push({ ...seen, encodedBytes: e.encodedDataLength });
  });
  await navigate();
  return transfers;
}

async function main(): Promise<void> {
  console.log(`load average at start: ${loadAverage()}`);
  buildPortal({ web: true });
  const portal = await startPortalProcess({ port: PORT, env: { PUBLIC_URL: `http://${VISITOR_HOST}:${PORT}` } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--host-resolver-rules=MAP ${VISITOR_HOST} 127.0.0.1`],
  });
  let overBudget = false;
  try {
    for (const pagePath of PAGES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': ACCEPT_ENCODING } });
      const transfers = await coldLoad(cdp, async () => {
        await page.goto(`http://${VISITOR_HOST}:${PORT}${pagePath}`, { waitUntil: 'networkidle' });
        // On a busy CPU the entry can run longer than networkidle's quiet period: wait for the routed page itself.
        await page.locator('main h1, main h2').first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
      });
      const scripts = transfers.filter((t) => t.type === 'Script');
      const js = scripts.reduce((sum, t) => sum + t.encodedBytes, 0);
      const all = transfers.reduce((sum, t) => sum + t.encodedBytes, 0);
      const verdict = !BUDGETED.has(pagePath) ? 'not held to it' : js <= BUDGET_BYTES ? 'within' : 'OVER';
      if (BUDGETED.has(pagePath) && js > BUDGET_BYTES) overBudget = true;
      console.log(
        `${pagePath.padEnd(8)} JS on the wire ${(js / 1024).toFixed(1)} KB in ${scripts.length} files (budget ${BUDGET_BYTES / 1024} KB: ${verdict}); all resources ${(all / 1024).toFixed(1)} KB`,
      );
      if (process.env.BENCH_VERBOSE)
        for (const s of scripts.sort((a, b) => b.encodedBytes - a.encodedBytes))
          console.log(`   ${(s.encodedBytes / 1024).toFixed(1).padStart(7)} KB ${s.encoding.padEnd(8)} ${new URL(s.url).pathname}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
  console.log(`load average at end: ${loadAverage()}`);
  if (overBudget) process.exitCode = 1;
}

runBench(main);
