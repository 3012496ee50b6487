import type { BrowserContext, Page } from 'playwright-core';
import { LOST_CODE_MESSAGES, SIGN_IN_MESSAGES } from '../../domain/access';
import { holdBootScript, screenshot } from '../support/browser';
import { createArtistAccount, createStaffAccount, usePortalAndBrowser } from './portal-fixtures';

const env = usePortalAndBrowser();

/** Every address the page asks for, as a server's access log would record it. */
function recordAddresses(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => seen.push(`${request.method()} ${request.url()}`));
  return seen;
}

const sentInAddress = (addresses: string[], ...secrets: string[]) =>
  addresses.filter((line) => secrets.some((secret) => line.includes(secret) || line.includes(encodeURIComponent(secret))));

async function pressSignIn(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sign-in before the script runs', () => {
  it('with scripts off, an artist is told of a wrong code on the page, then signs in and reaches the dashboard', async () => {
    const artist = await createArtistAccount(env.portal, 'Juno Park');
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const addresses = recordAddresses(context);
    const page = await context.newPage();
    await page.goto(`${env.portal.baseUrl}/login?next=/edit-profile`);

    await pressSignIn(page, { 'Artist ID': artist.artistCode, 'Invitation code': 'WRONG-CODE-1' });
    await page.waitForURL((url) => url.searchParams.get('note') === 'wrong-artist-credentials');
    await page.getByRole('alert').filter({ hasText: SIGN_IN_MESSAGES.invalidArtistCredentials }).waitFor();
    await screenshot(page, 'sign-in-without-script-wrong-code-375');

    await pressSignIn(page, { 'Artist ID': artist.artistCode, 'Invitation code': artist.invitationCode });
    await page.waitForURL((url) => url.pathname === '/edit-profile');
    const signedIn = await env.browser.newContext({ storageState: await context.storageState() });
    const dashboard = await signedIn.newPage();
    await dashboard.goto(`${env.portal.baseUrl}/dashboard`);
    await dashboard.getByRole('button', { name: /Account menu for Juno Park/ }).waitFor();

    expect(sentInAddress(addresses, artist.invitationCode, 'WRONG-CODE-1', 'invitationCode=')).toEqual([]);
    await signedIn.close();
    await context.close();
  });

  it('with scripts off, staff are told of a wrong password, then reach the review desk', async () => {
    const staff = await createStaffAccount(env.portal);
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const addresses = recordAddresses(context);
    const page = await context.newPage();
    await page.goto(`${env.portal.baseUrl}/staff/login`);

    await pressSignIn(page, { Email: staff.email, Password: 'not the password' });
    await page.getByRole('alert').filter({ hasText: SIGN_IN_MESSAGES.invalidStaffCredentials }).waitFor();
    await pressSignIn(page, { Email: staff.email, Password: '' });
    await page.getByRole('alert').filter({ hasText: SIGN_IN_MESSAGES.passwordRequired }).waitFor();
    await pressSignIn(page, { Email: staff.email, Password: staff.password });
    await page.waitForURL((url) => url.pathname === '/staff/review');
    const me = await page.request.get(`${env.portal.baseUrl}/api/me`);
    await expect(me.json()).resolves.toMatchObject({ user: { role: 'staff' } });

    expect(sentInAddress(addresses, staff.password, 'not the password', 'password=')).toEqual([]);
    await context.close();
  });

  it("with scripts off, 'Lost your code?' opens and sends, and the page says so", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.portal.baseUrl}/login`);
    await page.getByText('Lost your code?').click();
    await page.getByLabel('Email your invitation was sent to').fill('nobody-known@example.com');
    await page.getByRole('button', { name: 'Email me a new code' }).click();
    await page.getByRole('status').filter({ hasText: LOST_CODE_MESSAGES.sent }).waitFor();
    await context.close();
  });

  it('a form filled and pressed as the page opens, before any script of it has run, goes out as a POST only', async () => {
    const artist = await createArtistAccount(env.portal, 'Rae Quill');
    for (const role of ['artist', 'staff'] as const) {
      const staff = role === 'staff' ? await createStaffAccount(env.portal) : undefined;
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const addresses = recordAddresses(context);
      const page = await context.newPage();
      // No handler of ours exists when the button is pressed, however fast the machine.
      const releaseBoot = await holdBootScript(page);
      await page.goto(`${env.portal.baseUrl}${role === 'artist' ? '/login' : '/staff/login'}`, { waitUntil: 'commit' });
      if (staff) await pressSignIn(page, { Email: staff.email, Password: staff.password });
      else await pressSignIn(page, { 'Artist ID': artist.artistCode, 'Invitation code': artist.invitationCode });
      await page.waitForURL((url) => url.pathname === (role === 'artist' ? '/dashboard' : '/staff/review'));
      releaseBoot();
      const secrets = staff ? [staff.password, 'password=', 'email='] : [artist.invitationCode, 'invitationCode=', 'artistId='];
      expect(sentInAddress(addresses, ...secrets)).toEqual([]);
      expect(addresses.filter((line) => line.startsWith('POST ') && line.includes('/login/form'))).toHaveLength(1);
      await context.close();
    }
  });
});
