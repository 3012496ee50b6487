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

describe("each store's answer on the desk, and the artist's page after a takedown", () => {
  const stores = [0, 1].map(() => new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), 'ack-e2e-'))));
  beforeAll(() => Promise.all(stores.map((s) => s.start())));
  afterAll(() => Promise.all(stores.map((s) => s.stop())));
  const env = usePortalAndBrowser({ env: async () => ({ JOB_POLL_INTERVAL_MS: '200' }) });
  const api = (method: 'get' | 'post', url: string) =>
    request(env.portal.app.getHttpServer())[method](`/api${url}`).set(STAFF_AUTHORIZATION);

  it('one store accepts and one rejects: the desk shows both, the rejection in words; Deliver again after a takedown asks first', async () => {
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

    await api('post', `${delivery}/takedown`).send({ reason: 'The artist asked to withdraw it' }).expect(200);
    const bothHaveIt = async () => {
      const { body } = await api('get', delivery).expect(200);
      return body.delivery.kind === 'takedown' && body.targets.every((t: { status: string }) => t.status === 'delivered');
    };
    await eventually(bothHaveIt, { timeoutMs: 30_000 });
    await staff.reload();
    await staff.getByTestId('delivery-kind').getByText('Takedown').waitFor();
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
    await storesList.getByText('Removed from Streamwave').waitFor();
    await storesList.getByText('Removed from Tidepool').waitFor();
    await artistPage
      .getByTestId('takedown-reason')
      .getByText(/asked to withdraw it/)
      .waitFor();
    await captureBothWidths(artistPage, 'delivery-artist-after-takedown');
  });
});
