import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../support/browser';
import type { RunningPortal } from '../support/web-server';
import { startPortalForBrowser } from './portal-fixtures';

jest.setTimeout(90_000);

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortalForBrowser();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const PAGES = [
  { path: '/', heading: 'Independent music, released with care.' },
  { path: '/submit', heading: 'Submit your music' },
  { path: '/login', heading: 'Artist sign in' },
];

describe('prerendered pages', () => {
  it.each(PAGES)('$path shows its first screen, styled, before any script runs', async ({ path, heading }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}${path}`);
    await expect(page.locator('main h1').first().textContent()).resolves.toBe(heading);
    await expect(page.locator('style[data-emotion^="css "]').count()).resolves.toBeGreaterThan(0);
    // Styled by those tags: the header bar has the theme's colour, not the browser's default.
    await expect(
      page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).resolves.toBe('rgb(18, 38, 58)');
    await context.close();
  });

  it.each(PAGES)('$path is taken over in place: hydration replaces no element and reports no error', async ({ path }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedDuringHydration: removed });
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of Array.from(record.removedNodes)) if (node.nodeType === Node.ELEMENT_NODE) removed.push(node.nodeName);
        }).observe(root, { childList: true, subtree: true });
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${portal.baseUrl}${path}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await expect(page.evaluate(() => (window as unknown as { removedDuringHydration: string[] }).removedDuringHydration)).resolves.toEqual(
      [],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what a visitor typed before the scripts arrived, and lets the form be sent only once they have', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let releaseEntry: () => void = () => undefined;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    // The page's HTML is all there is until the held entry arrives, and that holds DOMContentLoaded back too.
    await page.goto(`${portal.baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Artist ID').fill('NOT-AN-ARTIST');
    await page.getByLabel('Invitation code').fill('WRONGCODE2030');
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await expect(signIn.isDisabled()).resolves.toBe(true);
    releaseEntry();
    await signIn.click();
    // The server's refusal, not the form's own 'required' messages: both typed values reached the app.
    await page.getByRole('alert').waitFor();
    await expect(page.getByText(/is required/).count()).resolves.toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});
