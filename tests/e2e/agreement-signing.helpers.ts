import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Browser, Page } from 'playwright-core';
import { AGREEMENT_LABELS, AGREEMENT_OUTCOME_MESSAGES } from '../../domain/agreement';
import { disableAnimations, screenshot } from '../support/browser';
import type { RunningPortal } from '../support/web-server';
import { signInAsStaff, submitArtistSignIn } from './sign-in';

export async function both(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await screenshot(page, `${name}-${width}`);
  }
}

/** The artist signed in on the Contract Signing tab, with its Review button ready. */
export async function openAgreementTab(browser: Browser, portal: RunningPortal, artist: { artistCode: string; invitationCode: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${portal.baseUrl}/login?next=${encodeURIComponent('/dashboard?tab=1')}`);
  await submitArtistSignIn(page, artist);
  await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === '1');
  await disableAnimations(page);
  const review = page.getByRole('button', { name: AGREEMENT_LABELS.review });
  await review.waitFor();
  return { context, page, review };
}

/** The signed PDF downloads from the portal (a real PDF, the one recorded at signing) and staff see Signed. */
export async function expectSignedEverywhere(browser: Browser, portal: RunningPortal, page: Page, artistId: string) {
  await expect(page.getByRole('button', { name: AGREEMENT_LABELS.signed }).isDisabled()).resolves.toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: AGREEMENT_OUTCOME_MESSAGES.downloadSigned }).click(),
  ]);
  // Read through the connection: the shared browser's files are not this process's to open.
  const bytes = await buffer(await download.createReadStream());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const status = (await (await page.request.get(`${portal.baseUrl}/api/agreements/status`)).json()) as {
    status: string;
    signatureId: string;
    signedPdfSha256: string;
  };
  expect(status.status).toBe('signed');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(status.signedPdfSha256);

  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAsStaff(portal, staff, '/staff/artists');
  await disableAnimations(staff);
  await staff.getByRole('link', { name: 'Signed PDF' }).first().waitFor();
  const staffPdf = await staff.request.get(`${portal.baseUrl}/api/review-desk/artists/${artistId}/agreements/${status.signatureId}/pdf`);
  expect(staffPdf.status()).toBe(200);
  expect((await staffPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await both(staff, 'staff-artists-signed', () => staff.getByRole('link', { name: 'Signed PDF' }).first().waitFor());
  await staff.close();
}
