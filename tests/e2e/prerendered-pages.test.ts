import type { Browser, Page } from 'playwright-core';
import { holdScript, launchBrowser, waitForHydration } from '../support/browser';
import type { RunningPortal } from '../support/web-server';
import { createArtistAccount, startPortalForBrowser } from './portal-fixtures';
import { signInAsArtist } from './sign-in';

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

/** Holds back the app's entry chunk until the returned function is called: the prerendered HTML is all there is. */
const holdEntry = (page: Page) => holdScript(page, /\/assets\/index-[^/]+\.js$/);

describe('prerendered pages', () => {
  it.each(PAGES)('$path shows its first screen, styled, before any script runs', async ({ path, heading }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}${path}`);
    await expect(page.locator('main h1').first().textContent()).resolves.toBe(heading);
    await expect(page.locator('style[data-prerendered-emotion^="css "]').count()).resolves.toBe(1);
    // The global styles are marked as emotion's cache leaves server-rendered styles, so that starting it moves none.
    await expect(page.locator('style[data-emotion]:not([data-s])').count()).resolves.toBe(0);
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

  it.each(PAGES)('$path keeps its prerendered styles in place and writes none of their rules again', async ({ path }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const tag = document.querySelector('style[data-prerendered-emotion]');
        Object.assign(window, { prerenderedSheet: tag instanceof HTMLStyleElement ? tag.sheet : null });
      });
    });
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}${path}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const styles = await page.evaluate(() => {
      const selectors = (sheet: CSSStyleSheet | null) =>
        Array.from(sheet?.cssRules ?? []).flatMap((rule) => (rule instanceof CSSStyleRule ? [rule.selectorText] : []));
      const tag = document.querySelector('style[data-prerendered-emotion]');
      const prerendered = tag instanceof HTMLStyleElement ? tag.sheet : null;
      const written = Array.from(document.querySelectorAll('style[data-emotion="css"]')).flatMap((other) =>
        other instanceof HTMLStyleElement ? selectors(other.sheet) : [],
      );
      const prerenderedSelectors = new Set(selectors(prerendered));
      return {
        // A tag that is moved gets a new style sheet: the browser parsed all of it again.
        sameSheet: prerendered !== null && prerendered === (window as unknown as { prerenderedSheet: unknown }).prerenderedSheet,
        prerenderedRules: prerenderedSelectors.size,
        writtenAgain: written.filter((selector) => prerenderedSelectors.has(selector)),
      };
    });
    expect(styles.sameSheet).toBe(true);
    expect(styles.prerenderedRules).toBeGreaterThan(20);
    expect(styles.writtenAgain).toEqual([]);
    await context.close();
  });

  it("asks V8 to compile the entry's functions while the script downloads", async () => {
    const html = await (await fetch(`${portal.baseUrl}/`)).text();
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-/);
    const source = await (await fetch(`${portal.baseUrl}${entry}`)).text();
    expect(source.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });

  it('keeps what a visitor typed and the button pressed before the scripts arrived, and sends the form only through the app', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const releaseEntry = await holdEntry(page);
    await page.goto(`${portal.baseUrl}/login`);
    await page.getByLabel('Artist ID').fill('NOT-AN-ARTIST');
    await page.getByLabel('Invitation code').fill('WRONGCODE2030');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Nothing has answered the press yet: no handler is attached and the form did not go out as a plain GET.
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(new URL(page.url()).search).toBe('');
    releaseEntry();
    // The server's refusal, not the form's own 'required' messages: both typed values and the press reached the app.
    await page.getByRole('alert').waitFor();
    await expect(page.getByText(/is required/).count()).resolves.toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('runs no script on a sign-in page until the visitor touches it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${portal.baseUrl}/login`, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-/)]);
    await waitForHydration(page);
    expect(scripts.some((script) => script.startsWith('/assets/index-'))).toBe(true);
    await context.close();
  });

  it('opens the phone menu pressed before the scripts arrived once they have', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const releaseEntry = await holdEntry(page);
    await page.goto(`${portal.baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Learn More' }).count()).resolves.toBe(0);
    releaseEntry();
    await page.getByRole('menuitem', { name: 'Learn More' }).waitFor();
    await context.close();
  });

  it('asks for the app only after the page and its images have painted', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/`, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const hero = resources.find((entry) => entry.initiatorType === 'img' && entry.name.includes('/hero-waveform'));
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        heroLoaded: hero?.responseEnd ?? Number.NaN,
        entry: resources.find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
      };
    });
    expect(timing.entry).toBeGreaterThan(timing.paint);
    expect(timing.heroLoaded).toBeGreaterThan(0);
    expect(timing.entry).toBeGreaterThan(timing.heroLoaded);
    await context.close();
  });

  it("asks for a signed-in dashboard's API reads with its HTML, once each, before the app's entry", async () => {
    const context = await browser.newContext();
    await signInAsArtist(await context.newPage(), portal.baseUrl, await createArtistAccount(portal, 'Preload Duo'));
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${portal.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Preload Duo' }).waitFor();
    await page.waitForLoadState('networkidle');
    const reads = ['/api/me', '/api/profile', '/api/profile/submissions', '/api/profile/drafts'];
    expect(reads.map((read) => requested.filter((path) => path === read).length)).toEqual([1, 1, 1, 1]);
    const entry = requested.findIndex((path) => /^\/assets\/index-[^/]+\.js$/.test(path));
    expect(entry).toBeGreaterThan(-1);
    for (const read of reads) expect(requested.indexOf(read)).toBeLessThan(entry);
    await context.close();
  });
});
