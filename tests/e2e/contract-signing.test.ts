import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { CONTRACT_LABELS, CONTRACT_OUTCOME_MESSAGES, LABEL_LEGAL_NAME } from '../../domain/contract';
import { disableAnimations, screenshot } from '../support/browser';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';
import { signInAsStaff, submitArtistSignIn } from './sign-in';

jest.setTimeout(120_000);

const env = usePortalAndBrowser();

async function both(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await screenshot(page, `${name}-${width}`);
  }
}

describe('contract signing in the portal', () => {
  it('opens the built-in signer in a popup, signs, shows success that survives a reload, and downloads the PDF', async () => {
    const artist = await createArtistAccount(env.portal, 'Nova Reyes');
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${env.portal.baseUrl}/login?next=${encodeURIComponent('/dashboard?tab=1')}`);
    await submitArtistSignIn(page, artist);
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === '1');
    await disableAnimations(page);
    const review = page.getByRole('button', { name: CONTRACT_LABELS.review });
    await review.waitFor();
    await expect(review.isEnabled()).resolves.toBe(true);
    await both(page, 'portal-dashboard-contract', () => review.waitFor());

    await page.setViewportSize({ width: 1280, height: 900 });
    const [popup] = await Promise.all([page.waitForEvent('popup'), review.click()]);
    await popup.waitForLoadState();
    await popup.getByText(`Offered to you by ${LABEL_LEGAL_NAME}`).waitFor();
    await popup.setViewportSize({ width: 375, height: 800 });
    const nameField = await popup.getByLabel(/Type your full name/).boundingBox();
    expect((nameField?.x ?? 0) + (nameField?.width ?? Infinity)).toBeLessThanOrEqual(375);
    await expect(popup.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await screenshot(popup, 'portal-signing-page-375');
    await popup.getByLabel(/Type your full name/).fill('Nova Reyes');
    await popup.getByLabel(/I have read this agreement/).check();
    await popup.getByRole('button', { name: 'Sign' }).click();
    await popup.waitForLoadState();
    // The signer confirms on its own page before the portal's poll sees the signature.
    await popup
      .getByText(/signed/i)
      .first()
      .waitFor();

    await page.getByText(CONTRACT_LABELS.success).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: CONTRACT_LABELS.signed }).isDisabled()).resolves.toBe(true);

    await page.reload();
    await page.getByText(CONTRACT_LABELS.success).waitFor();
    await expect(page.getByRole('button', { name: CONTRACT_LABELS.signed }).isDisabled()).resolves.toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: CONTRACT_OUTCOME_MESSAGES.downloadSigned }).click(),
    ]);
    const bytes = readFileSync((await download.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const status = (await (await page.request.get(`${env.portal.baseUrl}/api/contracts/status`)).json()) as {
      status: string;
      signedPdfSha256: string;
    };
    expect(status.status).toBe('signed');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(status.signedPdfSha256);

    await page.goto(`${env.portal.baseUrl}/dashboard?tab=0`);
    await disableAnimations(page);
    await both(page, 'portal-dashboard', () => page.getByText("You don't have any submissions yet.").waitFor());
    await context.close();
  });

  it('staff pages: the review desk and analytics render for a signed-in staff member', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsStaff(env.portal, page, '/staff/review');
    await disableAnimations(page);
    await both(page, 'staff-review-desk-empty', () => page.getByText('No submissions match these filters.').waitFor());
    await page.goto(`${env.portal.baseUrl}/analytics`);
    await disableAnimations(page);
    await both(page, 'staff-analytics', () => page.getByText('System status').first().waitFor());
    await page.close();
  });
});
