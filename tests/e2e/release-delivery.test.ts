import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { targetDownInWords } from '../../domain/delivery-targets';
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

  /** A page of its own with staff signed in at `landing`, animations off. */
  async function staffPage(landing: string) {
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(portal, staff, landing);
    await disableAnimations(staff);
    return staff;
  }

  const deliveryStatus = (page: Page, label: string) =>
    page.getByTestId('delivery-status').filter({ hasText: label }).waitFor({ timeout: 60_000 });

  it('staff approve, the batch and its marker arrive, the desk shows Delivered and the artist sees Sent to stores', async () => {
    const release = await newRelease('Low Tide');
    const staff = await staffPage('/staff/review');
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

  it('with the SFTP server stopped the desk shows Retrying with the error and the next attempt, and Retry now delivers once it is back', async () => {
    const release = await newRelease('High Water');
    const staff = await staffPage('/staff/review');
    await server.stop();
    await approveOnDesk(staff, release.submissionId);
    // The job tries again by itself: the desk says so (with when) instead of 'Failed'.
    await deliveryStatus(staff, 'Retrying');
    await staff
      .getByTestId('delivery-retry-note')
      .getByText(/tries again by itself at/)
      .waitFor();
    // Words, not the socket's text.
    await staff.getByTestId('delivery-error').getByText(DELIVERY_FAILURE_WORDS.unreachable).waitFor();
    expect(await staff.getByTestId('delivery-error').textContent()).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    await captureBothWidths(staff, 'delivery-desk-retrying');

    await server.start();
    await staff.getByRole('button', { name: 'Retry now' }).click();
    await deliveryStatus(staff, 'Delivered');
    expect(await staff.getByTestId('release-delivery').textContent()).toContain('2 attempts');
    // One complete batch per release, whatever was pressed; no hidden partial folder left.
    const inbox = readdirSync(path.join(server.root, 'inbox'));
    expect(inbox.filter((name) => name.startsWith('.'))).toEqual([]);
    expect(inbox).toHaveLength(2);
  });

  it('while the store is down Integrations shows it Down and the waiting delivery; Retry and Deliver from every tab join the one job: one complete batch', async () => {
    const release = await newRelease('Spring Tide');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await context.newPage();
    await signInAsStaff(portal, staff, '/staff/review');
    await disableAnimations(staff);
    await server.stop();
    await approveOnDesk(staff, release.submissionId);
    await deliveryStatus(staff, 'Retrying');
    const upc = (await staff.getByTestId('release-delivery').locator('dd').first().textContent()) ?? '';

    const integrations = await context.newPage();
    await integrations.goto(`${portal.baseUrl}/staff/integrations`);
    await disableAnimations(integrations);
    const target = integrations.getByTestId('target-health').filter({ hasText: 'SFTP 127.0.0.1' });
    await target.getByText('Down', { exact: true }).waitFor();
    await target.getByText(targetDownInWords('connect ECONNREFUSED')).waitFor();
    const job = integrations.getByTestId('delivery-job').filter({ hasText: 'Spring Tide — Kestrel Bay' });
    await job.getByText('Retrying', { exact: true }).waitFor();
    expect(await job.textContent()).toMatch(/to SFTP 127\.0\.0\.1 · 1 attempt · next attempt /);
    await captureBothWidths(integrations, 'integrations-target-down');

    // Still down: Retry now runs the one job at once (it fails again and keeps retrying), never a second one.
    await staff.getByRole('button', { name: 'Retry now' }).click();
    await staff.getByTestId('release-delivery').getByText('2 attempts').waitFor({ timeout: 30_000 });
    await deliveryStatus(staff, 'Retrying');
    // The store comes back; Retry now on the desk, Deliver from two other tabs and Run now on Integrations, all at once.
    await integrations.reload();
    const runNow = integrations.getByRole('listitem', { name: 'delivery.deliver-release job' }).getByRole('button', { name: 'Run now' });
    await runNow.waitFor();
    await server.start();
    const deliverFromAnotherTab = () =>
      staff.evaluate(
        (url) => fetch(url, { method: 'POST', credentials: 'same-origin' }).then((answer) => answer.status),
        `${portal.baseUrl}/api/review-desk/submissions/${release.submissionId}/delivery`,
      );
    await staff.getByRole('button', { name: 'Retry now' }).click();
    const [statuses] = await Promise.all([Promise.all([deliverFromAnotherTab(), deliverFromAnotherTab()]), runNow.click()]);
    expect(statuses).toEqual([200, 200]);
    await deliveryStatus(staff, 'Delivered');

    const inbox = readdirSync(path.join(server.root, 'inbox'));
    expect(inbox.filter((name) => name.startsWith('.'))).toEqual([]);
    const batches = inbox.filter((batch) => existsSync(path.join(server.root, 'inbox', batch, upc)));
    expect(batches).toHaveLength(1);
    expect(readdirSync(path.join(server.root, 'inbox', batches[0])).filter((name) => name.startsWith('BatchComplete_'))).toEqual([
      `BatchComplete_${batches[0]}.xml`,
    ]);
    await integrations.reload();
    await integrations.getByTestId('delivery-job').filter({ hasText: 'Spring Tide' }).waitFor({ state: 'detached' });
  });

  it('staff take a delivered release down with a reason, confirmed; the desk shows each store, the artist reads Removed', async () => {
    const release = await newRelease('Ebb');
    const staff = await staffPage('/staff/review');
    await approveOnDesk(staff, release.submissionId);
    await deliveryStatus(staff, 'Delivered');
    await staff.getByRole('button', { name: 'Take down' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Take down' });
    // Confirming without a reason is refused in the domain's words; nothing is queued.
    await dialog.getByRole('button', { name: 'Take down' }).click();
    await dialog.getByText('Say why the release is taken down (the artist reads it)').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The sample clearance was withdrawn');
    await dialog.getByRole('button', { name: 'Take down' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await staff.getByTestId('delivery-kind').getByText('Takedown').waitFor();
    await deliveryStatus(staff, 'Delivered');
    await staff.getByTestId('target-delivery').filter({ hasText: 'SFTP 127.0.0.1' }).getByText('Delivered').waitFor();
    await staff
      .getByTestId('takedown-reason')
      .getByText(/sample clearance was withdrawn/)
      .waitFor();
    await captureBothWidths(staff, 'delivery-desk-takedown');
    const inbox = readdirSync(path.join(server.root, 'inbox')).filter((name) => !name.startsWith('.'));
    const messages = inbox.flatMap((batch) =>
      readdirSync(path.join(server.root, 'inbox', batch))
        .filter((name) => !name.startsWith('BatchComplete'))
        .map((upc) => readFileSync(path.join(server.root, 'inbox', batch, upc, `${upc}.xml`), 'utf8')),
    );
    expect(messages.filter((xml) => xml.includes('<TitleText>Ebb</TitleText>')).map((xml) => xml.includes('<DealList>'))).toEqual([
      true,
      false,
    ]);

    const artistPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsArtist(artistPage, portal.baseUrl, artist);
    await artistPage.goto(`${portal.baseUrl}/submission/${release.submissionId}`);
    await artistPage.getByTestId('store-deliveries').getByText('Removed from SFTP 127.0.0.1').waitFor();
    await expect(artistPage.getByTestId('status-banner').textContent()).resolves.toContain('Your release is being taken down');
    await artistPage
      .getByTestId('takedown-reason')
      .getByText(/sample clearance was withdrawn/)
      .waitFor();
    await captureBothWidths(artistPage, 'delivery-artist-takedown');
  });

  it('the targets page lists the SFTP server of the settings, adds a store, and never shows a secret back', async () => {
    const staff = await staffPage('/staff/delivery-targets');
    await staff.getByRole('heading', { name: 'SFTP 127.0.0.1' }).waitFor();
    await staff.getByRole('button', { name: 'Add target' }).click();
    const fill = (label: string, value: string) => staff.getByRole('textbox', { name: label, exact: true }).fill(value);
    await fill('Name', 'Streamwave');
    await fill('DDEX Party Id', 'PADPIDA2011072101T');
    await fill('DDEX party name', 'Streamwave Music Ltd');
    await fill('SFTP host', 'sftp.streamwave.example');
    await fill('User', 'label-upload');
    await staff.getByLabel('Password', { exact: true }).fill('store-secret-password');
    await fill('Folder', '/inbox');
    await staff.getByRole('button', { name: 'Add target' }).click();
    await staff.getByRole('heading', { name: 'Streamwave' }).waitFor();
    expect(await staff.textContent('main')).not.toContain('store-secret-password');
    await captureBothWidths(staff, 'delivery-targets');
  });
});
