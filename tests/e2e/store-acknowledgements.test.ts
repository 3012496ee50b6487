import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DELIVERY_KIND_MESSAGES } from '../../domain/release';
import { captureBothWidths, disableAnimations } from '../support/browser';
import { eventually } from '../support/eventually';
import { aDeliveryTarget } from '../support/delivery/delivery-target.mother';
import { insertRelease } from '../support/delivery/release-fixture';
import { SftpTestServer } from '../support/delivery/sftp-test-server';
import { STAFF_AUTHORIZATION } from '../support/test-config';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';
import { signInAsArtist, signInAsStaff } from './sign-in';

const storeAck = (fileStatus: string, errorText = '') => `<?xml version="1.0" encoding="UTF-8"?>
<ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c/15" MessageVersionId="ern-c/15">
  <MessageHeader><MessageId>ACK-1</MessageId><MessageCreatedDateTime>2026-11-27T12:00:00Z</MessageCreatedDateTime></MessageHeader>
  <AcknowledgedFile><FileName>BatchComplete.xml</FileName></AcknowledgedFile>
  <FileStatus>${fileStatus}</FileStatus>${errorText ? `<ErrorText>${errorText}</ErrorText>` : ''}
</ernc:FtpAcknowledgementMessage>`;

describe("each store's answer on the desk, and the artist's page after a takedown from one store", () => {
  const stores = [0, 1].map(() => new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), 'ack-e2e-'))));
  beforeAll(() => Promise.all(stores.map((s) => s.start())));
  afterAll(() => Promise.all(stores.map((s) => s.stop())));
  const env = usePortalAndBrowser({ env: async () => ({ JOB_POLL_INTERVAL_MS: '200' }) });
  const api = (method: 'get' | 'post', url: string) =>
    request(env.portal.app.getHttpServer())[method](`/api${url}`).set(STAFF_AUTHORIZATION);

  it('one store accepts and one rejects: the desk shows both, the rejection in words; a takedown from one store leaves the other', async () => {
    const { portal, browser } = env;
    for (const [index, name] of ['Streamwave', 'Tidepool'].entries()) {
      const store = stores[index];
      const target = aDeliveryTarget({ name, host: '127.0.0.1', port: store.port, ...store.credentials });
      await api('post', '/staff/delivery-targets').send(target).expect(201);
    }
    const artist = await createArtistAccount(portal, 'Kestrel Bay');
    const storage = portal.infrastructure.fileStorage;
    const release = await insertRelease(portal.infrastructure.database, { storage, artistId: artist.id, status: 'Approved' });
    const delivery = `/review-desk/submissions/${release.submissionId}/delivery`;
    await api('post', delivery).expect(200);
    const batchOf = (index: number) => {
      const inbox = path.join(stores[index].root, 'inbox');
      return path.join(inbox, readdirSync(inbox).filter((name) => !name.startsWith('.'))[0]);
    };
    await eventually(async () => (await api('get', delivery).expect(200)).body.delivery.status === 'delivered', { timeoutMs: 30_000 });
    writeFileSync(path.join(batchOf(0), 'ACK_BatchComplete.xml'), storeAck('FileOK'));
    writeFileSync(
      path.join(batchOf(1), 'ACK_BatchComplete.xml'),
      storeAck('ResourceNotMeetingSpecifications', 'Cover art is 1400 px; we need 3000'),
    );
    await portal.infrastructure.jobs.queue.enqueue({ kind: 'delivery.read-acknowledgements', payload: {} });

    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(portal, staff, `/staff/review/${release.submissionId}`);
    await disableAnimations(staff);
    const target = (name: string) => staff.getByTestId('target-delivery').filter({ hasText: name });
    await target('Streamwave').getByText('Accepted by the store').waitFor({ timeout: 30_000 });
    await target('Tidepool').getByText('Rejected by the store').waitFor();
    await target('Tidepool')
      .getByTestId('store-error')
      .getByText(
        'Tidepool rejected the release: an audio or artwork file does not meet the store’s specifications (“Cover art is 1400 px; we need 3000”)',
      )
      .waitFor();
    await target('Tidepool').scrollIntoViewIfNeeded();
    await captureBothWidths(staff, 'delivery-desk-store-rejected');
    // Resend gives the store that rejected it a new batch; the store that accepted keeps its answer.
    await target('Tidepool').getByRole('button', { name: 'Resend' }).click();
    await target('Tidepool').getByText('Delivered').waitFor({ timeout: 30_000 });
    await target('Streamwave').getByText('Accepted by the store').waitFor();

    // Taken down from one store, on the desk: every store is ticked at first; Streamwave is unticked and keeps it.
    await staff.getByRole('button', { name: 'Take down' }).click();
    const takedown = staff.getByRole('dialog', { name: 'Take down' });
    await takedown.getByRole('checkbox', { name: 'Tidepool' }).waitFor();
    expect(await takedown.getByRole('checkbox', { name: 'Streamwave' }).isChecked()).toBe(true);
    await takedown.getByRole('checkbox', { name: 'Streamwave' }).uncheck();
    await takedown.getByRole('textbox', { name: 'Reason' }).fill('Tidepool needs new cover art first');
    expect(await takedown.getByRole('checkbox', { name: DELIVERY_KIND_MESSAGES.reasonShownLabel }).isChecked()).toBe(true);
    await captureBothWidths(staff, 'delivery-desk-takedown-one-store-dialog');
    await takedown.getByRole('button', { name: 'Take down' }).click();
    await takedown.waitFor({ state: 'hidden' });
    const tidepoolHasIt = async () => {
      const { body } = await api('get', delivery).expect(200);
      const states = body.targets.map((t: { name: string; status: string; kind: string }) => [t.name, t.status, t.kind]);
      return (
        JSON.stringify(states) ===
        JSON.stringify([
          ['Streamwave', 'accepted', 'release'],
          ['Tidepool', 'delivered', 'takedown'],
        ])
      );
    };
    await eventually(tidepoolHasIt, { timeoutMs: 30_000 });
    await staff.reload();
    await target('Tidepool').getByTestId('takedown-reason').getByText('Taken down: Tidepool needs new cover art first').waitFor();
    await target('Streamwave').getByText('Accepted by the store').waitFor();
    await target('Tidepool').scrollIntoViewIfNeeded();
    await captureBothWidths(staff, 'delivery-desk-one-store-taken-down');
    // Putting a taken-down release back is asked first, as taking it down was; Cancel sends nothing.
    await staff.getByRole('button', { name: 'Deliver again' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Deliver again' });
    await dialog.getByText(DELIVERY_KIND_MESSAGES.confirmRedeliver).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api('get', delivery).expect(200)).body.delivery).toMatchObject({ kind: 'takedown', status: 'delivered' });

    const artistPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsArtist(artistPage, portal.baseUrl, artist);
    await artistPage.goto(`${portal.baseUrl}/submission/${release.submissionId}`);
    const storesList = artistPage.getByTestId('store-deliveries');
    await storesList.getByText('Removed from Tidepool').waitFor();
    await storesList.getByText('Streamwave: In the store').waitFor();
    expect(await storesList.textContent()).not.toContain('Removed from Streamwave');
    await artistPage
      .getByTestId('takedown-reason')
      .getByText(/needs new cover art first/)
      .waitFor();
    // Still in one store: the banner keeps the status's own words, not 'being taken down'.
    expect(await artistPage.getByTestId('status-banner').textContent()).not.toContain('being taken down');
    await storesList.scrollIntoViewIfNeeded();
    await captureBothWidths(artistPage, 'delivery-artist-one-store-removed');
  });
});
