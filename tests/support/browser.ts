import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags this closed network needs (no background connections). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Where the browser project's global setup publishes the run's shared Chromium. */
export const BROWSER_ENDPOINT_VARIABLE = 'PORTAL_TEST_BROWSER_ENDPOINT';
/** A temporary folder, so a run leaves the tree clean; `npm run screenshots` points it at docs/screenshots. */
export const SCREENSHOT_DIR = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'portal-screenshots'));

/**
 * Debian's Chromium, headless: the run's shared one when the browser project started it (each page a fresh
 * context; close() only disconnects), else one of this file's own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_VARIABLE];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Waits until the app has taken over a prerendered page: React's handlers are on the header from then on. A sign-in
 * page starts its script at the visitor's first touch (web/plugins/after-paint-boot.mts): the mouse moves first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react')));
}

/** Holds back the scripts whose address matches `script` until the answer is called. */
export async function holdScript(page: Page, script: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the prerendered page's boot script (web/plugins/after-paint-boot.mts) until the answer is called: until then
 * the page is live to the keyboard and the mouse but none of the app's handlers exist, as on a slow phone.
 */
export const holdBootScript = (page: Page) => holdScript(page, /\/assets\/boot-[^/]+\.js$/);

/** MUI transitions off so screenshots and clicks never catch a half-open dialog. */
export async function disableAnimations(page: Page): Promise<void> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Full-page captures at 1280 and 375 px wide, and nothing wider than the screen: a phone user never scrolls
 * sideways to reach a column or a button. With `ready`, each width starts scrolled to the top and waits for it.
 */
export async function captureBothWidths(page: Page, name: string, ready?: () => Promise<unknown>): Promise<void> {
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ]) {
    await page.setViewportSize({ width, height });
    if (ready) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await ready();
    }
    await screenshot(page, `${name}-${width}`);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
