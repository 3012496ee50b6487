import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../docs/screenshots');

/** Debian's Chromium (playwright gives each launch a fresh profile), headless, with the flags this closed network needs (no background connections). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Waits until the app has taken over a prerendered page: React's handlers are on the header from then on. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react')));
}

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
