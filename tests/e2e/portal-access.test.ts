import type { Page } from 'playwright-core';
import { SIGN_IN_MESSAGES } from '../../domain/access';
import { disableAnimations, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';
import { signInAsArtist, signInAsStaff, submitArtistSignIn } from './sign-in';

const env = usePortalAndBrowser();

/** The floating developer button exists on 127.0.0.1 only; it would sit over the footer in a capture. */
async function hideDeveloperButton(page: Page) {
  await page.addStyleTag({ content: '[aria-label="Open developer tools"] { display: none !important; }' });
}

describe('artist portal access', () => {
  it('sends a signed-out visit of /dashboard to /login and back after sign-in; tab=7 becomes tab=0', async () => {
    const artist = await createArtistAccount(env.portal);
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${env.portal.baseUrl}/dashboard?tab=7`);
    await page.waitForURL((url) => url.pathname === '/login');
    await disableAnimations(page);
    await page.getByRole('heading', { name: 'Artist sign in' }).waitFor();
    await hideDeveloperButton(page);
    await screenshot(page, 'portal-login-1280');
    await submitArtistSignIn(page, { ...artist, invitationCode: 'WRONG-CODE' });
    await page.getByRole('alert').filter({ hasText: SIGN_IN_MESSAGES.invalidArtistCredentials }).waitFor();
    await submitArtistSignIn(page, artist);
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === '0');
    await page.getByRole('heading', { name: 'Your Submissions' }).waitFor();
    await page.getByText("You don't have any submissions yet.").waitFor();
    await page.getByRole('button', { name: /Account menu for Nova Reyes/ }).waitFor();
    await page.close();
  });

  it('refuses an artist on /analytics (staff sign-in with the reason) and never shows staff navigation', async () => {
    const artist = await createArtistAccount(env.portal, 'Iris Vale');
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsArtist(page, env.portal.baseUrl, artist);
    await expect(page.getByRole('navigation', { name: 'Staff' }).count()).resolves.toBe(0);
    await page.goto(`${env.portal.baseUrl}/analytics`);
    await page.waitForURL((url) => url.pathname === '/staff/login');
    await page.getByText(SIGN_IN_MESSAGES.forbidden).waitFor();
    const answer = await page.request.get(`${env.portal.baseUrl}/api/analytics/dashboard?hours=24`);
    expect(answer.status()).toBe(403);
    await page.close();
  });

  it("staff at 1280 px: the bar holds the desk's daily pages on one row; the set-up pages are in the account menu", async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsStaff(env.portal, page, '/staff/review');
    await disableAnimations(page);
    const bar = page.getByRole('navigation', { name: 'Staff' });
    const entries = bar.getByRole('link');
    await expect(entries.allInnerTexts()).resolves.toEqual(['REVIEW DESK', 'ARTISTS', 'CATALOGUE', 'STATEMENTS', 'INVITE', 'OUTBOX']);
    const tops = await entries.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    const menu = page.getByRole('menu');
    // The menu's list is fetched on first open.
    await menu.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await expect(menu.getByRole('menuitem').allInnerTexts()).resolves.toEqual([
      'Delivery targets',
      'Integrations',
      'Analytics',
      'API tests',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Integrations' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/integrations');
    await page.close();
  });

  it('logs out to / and the session is gone', async () => {
    const artist = await createArtistAccount(env.portal, 'Kit Moss');
    const page = await env.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${env.portal.baseUrl}/login`);
    await disableAnimations(page);
    await page.getByRole('heading', { name: 'Artist sign in' }).waitFor();
    await hideDeveloperButton(page);
    await screenshot(page, 'portal-login-375');
    await submitArtistSignIn(page, artist);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('navigation', { name: 'Portal navigation' });
    await expect(drawer.boundingBox().then((b) => b?.width)).resolves.toBe(240);
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${env.portal.baseUrl}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.close();
  });

  it('follows a profile save in the top bar, and a session ended mid-use sends the artist to /login', async () => {
    const artist = await createArtistAccount(env.portal, 'Ada Shore');
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Every request from the start: the pointer left where sign-in was pressed may already rest on the menu button.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signInAsArtist(page, env.portal.baseUrl, artist);
    // The menu's code loads as the pointer comes near, before any click (a first open used to wait 2.2 s for it).
    await page.getByRole('button', { name: 'Account menu for Ada Shore' }).hover();
    await eventually(async () => requested.some((url) => url.includes('/user-menu-list.component-')));
    await page.getByRole('button', { name: 'Account menu for Ada Shore' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.getByLabel('Artist name').fill('Ada Tide');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Ada Tide' }).waitFor();

    await page.context().clearCookies();
    await page.getByLabel('City').fill('Leeds');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/edit-profile');
    await page.getByRole('heading', { name: 'Artist sign in' }).waitFor();
    await page.close();
  });
});
