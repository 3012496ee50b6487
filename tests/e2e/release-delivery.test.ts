import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DELIVERY_FAILURE_WORDS } from '../../domain/release';
import { ManualClock } from '../fakes/manual.clock';
import { captureBothWidths, disableAnimations, launchBrowser } from '../support/browser';
import { insertRelease } from '../support/delivery/release-fixture';
import { SftpTestServer } from '../support/delivery/sftp-test-server';
import type { RunningPortal } from '../support/web-server';
import { createArtistAccount, startPortalForBrowser } from './portal-fixtures';
import { signInAsArtist, signInAsStaff } from './sign-in';

describe('delivery by SFTP, seen on the desk and by the artist', () => {
  const server = new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), 'sftp-e2e-')));
  // A clock that stands still: the worker runs each delivery once, and a failed one waits for staff's Retry.
  const clock = new ManualClock(new Date());
  let portal: RunningPortal;
  let browser: Browser;
  let artist: Awaited<ReturnType<typeof createArtistAccount>>;

  beforeAll(async () => {
    await server.start();
    portal = await startPortalForBrowser({ ...server.deliveryEnv(), JOB_POLL_INTERVAL_MS: '200' }, { clock });
    browser = await launchBrowser();
    artist = await createArtistAccount(portal, 'Kestrel Bay');
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
    await server.stop();
  });

  const newRelease = (title: string) =>
    insertRelease(portal.infrastructure.database, { title, storage: portal.infrastructure.fileStorage, artistId: artist.id });

  async function approveOnDesk(page: Page, submissionId: string) {
    await page.goto(`${portal.baseUrl}/staff/review/${submissionId}`);
    await page.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Approved', exact: true }).click();
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByText('Status changed to Approved').waitFor();
    await page
      .getByTestId('delivery-queued-note')
      .getByText(/once the approval can no longer be undone/)
      .waitFor();
    await page.getByRole('button', { name: 'Deliver now' }).click();
  }

  const deliveryStatus = (page: Page, label: string) =>
    page.getByTestId('delivery-status').filter({ hasText: label }).waitFor({ timeout: 60_000 });

  it('staff approve, the batch and its marker arrive, the desk shows Delivered and the artist sees Sent to stores', async () => {
    const release = await newRelease('Low Tide');
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(portal, staff, '/staff/review');
    await disableAnimations(staff);
    await approveOnDesk(staff, release.submissionId);
    await deliveryStatus(staff, 'Delivered');
    const upc = (await staff.getByTestId('release-delivery').locator('dd').first().textContent()) ?? '';
    expect(upc).toMatch(/^\d{12,13}$/);

    const [batchId] = readdirSync(path.join(server.root, 'inbox'));
    const batch = path.join(server.root, 'inbox', batchId);
    expect(existsSync(path.join(batch, `BatchComplete_${batchId}.xml`))).toBe(true);
    expect(readFileSync(path.join(batch, upc, `${upc}.xml`), 'utf8')).toContain(upc);
    await captureBothWidths(staff, 'delivery-desk-delivered');

    const artistPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsArtist(artistPage, portal.baseUrl, artist);
    await artistPage.goto(`${portal.baseUrl}/submission/${release.submissionId}`);
    await artistPage.getByTestId('sent-to-stores').getByText('Sent to stores').waitFor();
    // The identifiers approval assigned, as the desk shows them.
    const identifiers = artistPage.getByRole('region', { name: 'Store identifiers' });
    await identifiers.getByText(upc, { exact: true }).waitFor();
    expect(await identifiers.textContent()).toMatch(/1\. Track 1[A-Z]{2}-[A-Z0-9]{3}-\d{2}-\d{5}/);
    await captureBothWidths(artistPage, 'delivery-artist-sent-to-stores');
  });

  it('with the SFTP server stopped the desk shows Failed with the error, and Retry delivers once it is back', async () => {
    const release = await newRelease('High Water');
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(portal, staff, '/staff/review');
    await disableAnimations(staff);
    await server.stop();
    await approveOnDesk(staff, release.submissionId);
    await deliveryStatus(staff, 'Failed');
    // Words, not the socket's text.
    await staff.getByTestId('delivery-error').getByText(DELIVERY_FAILURE_WORDS.unreachable).waitFor();
    expect(await staff.getByTestId('delivery-error').textContent()).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    await captureBothWidths(staff, 'delivery-desk-failed');

    await server.start();
    await staff.getByRole('button', { name: 'Retry delivery' }).click();
    await deliveryStatus(staff, 'Delivered');
    expect(await staff.getByTestId('release-delivery').textContent()).toContain('2 attempts');
  });
});
