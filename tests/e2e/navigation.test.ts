import type { Browser, Page } from 'playwright-core';
import { disableAnimations, launchBrowser, waitForHydration } from '../support/browser';
import { type RunningPortal, startPortal } from '../support/web-server';

let portal: RunningPortal;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const heading = (p: Page) => p.locator('main h1').first();

describe('the public frame', () => {
  it('follows the top navigation and the footer links to each page', async () => {
    await page.goto(`${portal.baseUrl}/`);
    await disableAnimations(page);
    await heading(page).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, path] of [
      ['Learn More', '/learn-more'],
      ['About', '/about-harbour-sound-'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`${portal.baseUrl}${path}`);
      await expect(heading(page).textContent()).resolves.toBeTruthy();
    }
    const footer = page.getByRole('navigation', { name: 'Help and legal' });
    for (const [link, path] of [
      ['Artist sign in', '/login'],
      ['FAQs', '/faq'],
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ] as const) {
      await footer.getByRole('link', { name: link }).click();
      await page.waitForURL(`${portal.baseUrl}${path}`);
      await heading(page).waitFor();
    }
    await page.getByRole('link', { name: 'Submit your music' }).click();
    await page.waitForURL(`${portal.baseUrl}/submit`);
    // A first visit to the form opens its beta notice, which is modal: acknowledged as a visitor would.
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.locator('footer').textContent()).resolves.toContain('© 2025');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${portal.baseUrl}/login`);
  });

  it('serves deep links through the history fallback', async () => {
    for (const path of ['/cookie-policy', '/data-protection', '/submit/success', '/login', '/dashboard', '/admin/invite', '/analytics']) {
      const response = await page.goto(`${portal.baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await heading(page).waitFor();
    }
  });

  it('opens the hamburger menu on a phone-sized screen', async () => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto(`${portal.baseUrl}/`);
    await waitForHydration(phone);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('menuitem', { name: 'Learn More' }).click();
    await phone.waitForURL(`${portal.baseUrl}/learn-more`);
    await expect(phone.getByRole('link', { name: 'Submit', exact: true }).isVisible()).resolves.toBe(true);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('menuitem', { name: 'Sign in' }).click();
    await phone.waitForURL(`${portal.baseUrl}/login`);
    await phone.close();
  });
});
