/**
 * Main-thread bench: where a first visit's main-thread time goes on /, /submit, /login and /dashboard, from a
 * Chromium performance trace with the CPU slowed 4× as Lighthouse's mobile run does. The machine is shared, so beside
 * each page it times a fixed piece of script work (the floor) in the same run: the pages' times are read against it,
 * and the counts (long tasks, scripts evaluated, bytes) do not depend on the load at all.
 * Run: node scripts/run-ts.cjs bench/main-thread.ts   (BENCH_SKIP_BUILD=1 reuses dist/; BENCH_TRACE_DIR keeps traces)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { buildPortal, demoArtistCookie, loadAverage, startPortalProcess } from './support/portal-process';
import { runBench } from './support/run-bench';
import { type TraceEvent, traceFigures } from './support/trace-figures';

const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/submit', '/login', '/dashboard'];
const SIGNED_IN = new Set(['/dashboard']);
const PORT = 4400 + Math.floor(Math.random() * 190);
const VISITOR_HOST = 'portal.test';
const ORIGIN = `http://${VISITOR_HOST}:${PORT}`;
const CPU_SLOWDOWN = 4;
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? []),
];

/** A fixed amount of script work under the same slowdown: how fast this machine is right now. */
async function floorMs(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const ms = await page.evaluate(() => {
    const start = performance.now();
    let text = '';
    for (let i = 0; i < 200_000; i++) text = `${i % 97}${text.slice(0, 40)}`;
    return performance.now() - start + text.length * 0;
  });
  await page.close();
  return ms;
}

async function tracePage(browser: Browser, pagePath: string, cookie: { name: string; value: string }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  if (SIGNED_IN.has(pagePath)) await context.addCookies([{ ...cookie, url: ORIGIN }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts: { url: string; bytes: number }[] = [];
  const urls = new Map<string, { url: string; type: string }>();
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, { url: e.response.url, type: e.type }));
  cdp.on('Network.loadingFinished', (e) => {
    const seen = urls.get(e.requestId);
    if (seen?.type === 'Script') scripts.push({ url: seen.url, bytes: e.encodedDataLength });
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${ORIGIN}${pagePath}`, { waitUntil: 'networkidle' });
  await page.locator('main h1, main h2').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const trace = await browser.stopTracing();
  if (TRACE_DIR) writeFileSync(path.join(TRACE_DIR, `${pagePath.replace(/\W/g, '_') || 'home'}.json`), trace);
  await context.close();
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  return { scripts, figures: traceFigures(events) };
}

async function main(): Promise<void> {
  console.log(`load average at start: ${loadAverage()}`);
  if (!process.env.BENCH_SKIP_BUILD) buildPortal({ web: true });
  if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
  const portal = await startPortalProcess({ port: PORT, env: { PUBLIC_URL: ORIGIN } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--host-resolver-rules=MAP ${VISITOR_HOST} 127.0.0.1`],
  });
  try {
    const cookie = await demoArtistCookie(portal.baseUrl, ORIGIN);
    for (const pagePath of PAGES) {
      const floor = await floorMs(browser);
      const { scripts, figures } = await tracePage(browser, pagePath, cookie);
      const kb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      console.log(
        `${pagePath.padEnd(11)} floor ${Math.round(floor)} ms | JS ${kb.toFixed(1)} KB in ${scripts.length} files, ${figures.scriptsEvaluated} evaluated | ` +
          `main thread ${Math.round(figures.busyMs)} ms busy, ${figures.longTasks} long tasks, blocking ${Math.round(figures.blockingMs)} ms ` +
          `(${(figures.blockingMs / floor).toFixed(2)}× floor), longest ${Math.round(figures.longestMs)} ms`,
      );
      for (const [what, ms] of figures.breakdown.slice(0, Number(process.env.BENCH_TOP ?? 8)))
        console.log(`   ${String(Math.round(ms)).padStart(5)} ms  ${what}`);
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
  console.log(`load average at end: ${loadAverage()}`);
}

runBench(main);
