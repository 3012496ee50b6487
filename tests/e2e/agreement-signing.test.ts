import { AGREEMENT_LABELS, AGREEMENT_OUTCOME_MESSAGES, LABEL_LEGAL_NAME } from '../../domain/agreement';
import { disableAnimations, screenshot } from '../support/browser';
import { both, expectSignedEverywhere, openAgreementTab } from './agreement-signing.helpers';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';
import { signInAsStaff } from './sign-in';

// PUBLIC_URL names localhost while the artist uses 127.0.0.1: the built-in signer must still open and report back.
const env = usePortalAndBrowser({ publicHost: 'localhost' });

describe('agreement signing in the portal (built-in signer)', () => {
  it('frames nothing but its own pages while the built-in signer is on', async () => {
    const page = await fetch(`${env.portal.baseUrl}/dashboard`);
    const directives = (page.headers.get('content-security-policy') ?? '').split(';');
    expect(directives.filter((d) => d.startsWith('frame-src'))).toEqual(["frame-src 'self'"]);
  });

  it('opens the signer in a popup on the portal’s own origin, signs, shows success without a reload, and downloads the PDF', async () => {
    expect(env.portal.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const artist = await createArtistAccount(env.portal, 'Nova Reyes');
    const { context, page, review } = await openAgreementTab(env.browser, env.portal, artist);
    await expect(review.isEnabled()).resolves.toBe(true);
    await both(page, 'portal-dashboard-agreement', () => review.waitFor());

    await page.setViewportSize({ width: 1280, height: 900 });
    const [popup] = await Promise.all([page.waitForEvent('popup'), review.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).origin).toBe(env.portal.baseUrl);
    await popup.getByText(`Offered to you by ${LABEL_LEGAL_NAME}`).waitFor();
    await popup.setViewportSize({ width: 375, height: 800 });
    const nameField = await popup.getByLabel(/Type your full name/).boundingBox();
    expect((nameField?.x ?? 0) + (nameField?.width ?? Infinity)).toBeLessThanOrEqual(375);
    await expect(popup.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await screenshot(popup, 'portal-signing-page-375');
    await popup.getByLabel(/Type your full name/).fill('Nova Reyes');
    await popup.getByLabel(/I have read this agreement/).check();
    // The portal keeps its handle on the popup (same origin): it was not read as closed while the artist signed.
    await expect(page.getByText(AGREEMENT_OUTCOME_MESSAGES.signingWindowClosed).count()).resolves.toBe(0);
    await expect(page.getByText('Waiting for your signature in the signing window…').count()).resolves.toBe(1);
    await popup.getByRole('button', { name: 'Sign' }).click();
    await popup
      .getByText(/signed/i)
      .first()
      .waitFor();

    await page.getByText(AGREEMENT_LABELS.success).waitFor({ timeout: 30_000 });
    await expectSignedEverywhere(env.browser, env.portal, page, artist.id);
    await page.reload();
    await page.getByText(AGREEMENT_LABELS.success).waitFor();

    await page.goto(`${env.portal.baseUrl}/dashboard?tab=0`);
    await disableAnimations(page);
    await both(page, 'portal-dashboard', () => page.getByText("You don't have any submissions yet.").waitFor());
    await context.close();
  });

  it('declines in the built-in signer: the tab shows the decline, and Retry starts a new request', async () => {
    const artist = await createArtistAccount(env.portal, 'Ivy Marsh');
    const { context, page, review } = await openAgreementTab(env.browser, env.portal, artist);
    const [popup] = await Promise.all([page.waitForEvent('popup'), review.click()]);
    await popup.getByRole('button', { name: 'Decline' }).click();
    await popup
      .getByText(/declined/i)
      .first()
      .waitFor();
    await page.getByText(/You declined the agreement/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: AGREEMENT_LABELS.retry }).click();
    await page.getByRole('button', { name: AGREEMENT_LABELS.review }).waitFor();
    const status = (await (await page.request.get(`${env.portal.baseUrl}/api/agreements/status`)).json()) as { status: string };
    expect(status.status).toBe('awaiting_signature');
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
