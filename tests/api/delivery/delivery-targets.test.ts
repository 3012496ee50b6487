import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { artworkWarning, DELIVERY_TARGET_MESSAGES, TARGET_HEALTH_WORDS, targetDownInWords } from '../../../domain/delivery-targets';
import type { IntegrationsResponse } from '../../../wire';
import { aDeliveryTarget } from '../../support/delivery/delivery-target.mother';
import { insertRelease } from '../../support/delivery/release-fixture';
import { SftpTestServer } from '../../support/delivery/sftp-test-server';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { useTestApp } from '../../support/use-test-app';

describe('delivery targets: staff manage the stores the label delivers to; secrets go in and never come back', () => {
  const app = useTestApp();
  const server = new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), 'targets-sftp-')));
  const targets = () => request(app().http);
  const { password: _password, ...settings } = aDeliveryTarget();

  it('adds, lists and changes a target; the password is kept, never shown; refusals are 4xx with the domain words', async () => {
    const created = await targets().post('/api/staff/delivery-targets').set(STAFF_AUTHORIZATION).send(aDeliveryTarget()).expect(201);
    expect(created.body.target).toMatchObject({ ...settings, hasPassword: true, hasPrivateKey: false });
    const id = created.body.target.id;
    const listed = await targets().get('/api/staff/delivery-targets').set(STAFF_AUTHORIZATION).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('store-secret-password');
    expect(listed.body.targets).toHaveLength(1);

    const changed = await targets()
      .put(`/api/staff/delivery-targets/${id}`)
      .set(STAFF_AUTHORIZATION)
      .send({ ...settings, password: '', messageControl: 'test', leadTimeBusinessDays: 2 })
      .expect(200);
    expect(changed.body.target).toMatchObject({ messageControl: 'test', leadTimeBusinessDays: 2, hasPassword: true });

    const refused = await targets()
      .post('/api/staff/delivery-targets')
      .set(STAFF_AUTHORIZATION)
      .send({ ...settings, name: 'Other', partyId: 'DPID123', password: undefined })
      .expect(400);
    expect(refused.body.error).toBe(DELIVERY_TARGET_MESSAGES.partyId);
    expect(refused.body.details.map((d: { field: string }) => d.field)).toEqual(['partyId', 'password']);
    await targets()
      .post('/api/staff/delivery-targets')
      .set(STAFF_AUTHORIZATION)
      .send({ ...settings, port: 'twenty-two' })
      .expect(400);
    await targets()
      .post('/api/staff/delivery-targets')
      .set(STAFF_AUTHORIZATION)
      .send(aDeliveryTarget({ name: 'streamwave' }))
      .expect(409);
    await targets().put('/api/staff/delivery-targets/not-a-uuid').set(STAFF_AUTHORIZATION).send(aDeliveryTarget()).expect(404);
    await targets().delete(`/api/staff/delivery-targets/${id}`).set(STAFF_AUTHORIZATION).expect(200);
    await targets().delete(`/api/staff/delivery-targets/${id}`).set(STAFF_AUTHORIZATION).expect(404);
  });

  it('delivers an approved release to every target, each batch to its own server and folder, addressed to its Party Id', async () => {
    await server.start();
    try {
      const target = (name: string, partyId: string, folder: string, messageControl: 'test' | 'live') =>
        aDeliveryTarget({ name, partyId, folder, messageControl, host: '127.0.0.1', port: server.port, ...server.credentials });
      for (const t of [
        target('Store A', 'PADPIDA0000000001A', '/store-a', 'live'),
        target('Store B', 'PADPIDA0000000002B', '/store-b', 'test'),
      ])
        await targets().post('/api/staff/delivery-targets').set(STAFF_AUTHORIZATION).send(t).expect(201);
      const release = await insertRelease(app().database, { storage: app().infrastructure.fileStorage, status: 'Approved' });
      await targets().post(`/api/review-desk/submissions/${release.submissionId}/delivery`).set(STAFF_AUTHORIZATION).expect(200);
      await app().infrastructure.jobs.worker.drain();
      const desk = await targets()
        .get(`/api/review-desk/submissions/${release.submissionId}/delivery`)
        .set(STAFF_AUTHORIZATION)
        .expect(200);
      expect(desk.body.delivery).toMatchObject({ status: 'delivered', attempts: 1 });
      for (const [folder, partyId, control] of [
        ['store-a', 'PADPIDA0000000001A', 'LiveMessage'],
        ['store-b', 'PADPIDA0000000002B', 'TestMessage'],
      ]) {
        const [batch, ...more] = readdirSync(path.join(server.root, folder));
        expect(more).toEqual([]);
        const message = readFileSync(path.join(server.root, folder, batch, desk.body.upc, `${desk.body.upc}.xml`), 'utf8');
        expect(message).toMatch(new RegExp(`<MessageRecipient>\\s*<PartyId>${partyId}</PartyId>`));
        expect(readFileSync(path.join(server.root, folder, batch, `BatchComplete_${batch}.xml`), 'utf8')).toContain(control);
      }
    } finally {
      await server.stop();
    }
  });

  it('Integrations signs in to each target: Down in words while its server refuses, the waiting delivery by release, late acknowledgements by each target’s window', async () => {
    const integrations = async (): Promise<IntegrationsResponse> =>
      (await targets().get('/api/staff/integrations').set(STAFF_AUTHORIZATION).expect(200)).body;
    await server.start();
    const storeC = aDeliveryTarget({
      name: 'Store C',
      folder: '/store-c',
      host: '127.0.0.1',
      port: server.port,
      ...server.credentials,
      acknowledgementWindowHours: 24,
    });
    const created = await targets().post('/api/staff/delivery-targets').set(STAFF_AUTHORIZATION).send(storeC).expect(201);
    expect(created.body.target.acknowledgementWindowHours).toBe(24);
    await server.stop();
    const release = await insertRelease(app().database, {
      title: 'Slack Water',
      storage: app().infrastructure.fileStorage,
      status: 'Approved',
    });
    await targets().post(`/api/review-desk/submissions/${release.submissionId}/delivery`).set(STAFF_AUTHORIZATION).expect(200);
    await app().infrastructure.jobs.worker.drain();

    const down = await integrations();
    const line = (body: IntegrationsResponse, name: string) => body.deliveryTargets.find((t) => t.name === name);
    expect(line(down, 'Store C')).toMatchObject({ up: false, words: targetDownInWords('ECONNREFUSED'), acknowledgementWindowHours: 24 });
    expect(line(down, 'Store C')?.technical).toMatch(/ECONNREFUSED/);
    expect(down.deliveryJobs).toEqual([
      expect.objectContaining({
        submissionId: release.submissionId,
        releaseTitle: 'Slack Water',
        artistName: 'Kestrel Bay',
        targets: expect.arrayContaining(['Store C']),
        standing: 'retrying',
        attempts: 1,
        nextRunAt: expect.any(String),
      }),
    ]);

    // The check is reused for a minute; a changed target is checked again at once.
    await server.start();
    try {
      expect(line(await integrations(), 'Store C')?.up).toBe(false);
      await targets()
        .put(`/api/staff/delivery-targets/${created.body.target.id}`)
        .set(STAFF_AUTHORIZATION)
        .send({ ...storeC, password: '' })
        .expect(200);
      expect(line(await integrations(), 'Store C')).toMatchObject({
        up: true,
        words: TARGET_HEALTH_WORDS.folderMissing('/store-c'),
        technical: null,
      });
      await targets().post(`/api/review-desk/submissions/${release.submissionId}/delivery`).set(STAFF_AUTHORIZATION).expect(200);
      await app().infrastructure.jobs.worker.drain();
      // Sent 30 hours ago and never acknowledged: past Store C's 24 hours, within the others' default 48.
      await app().database.query(
        `UPDATE release_delivery_batches SET completed_at = now() - interval '30 hours' WHERE submission_id = $1`,
        [release.submissionId],
      );
      const late = await integrations();
      expect(late.deliveryJobs).toEqual([]);
      expect(late.deliveryTargets.filter((t) => t.overdue).map((t) => [t.name, t.overdue?.batches])).toEqual([['Store C', 1]]);
    } finally {
      await server.stop();
    }
  });

  it('refuses an acknowledgement window outside 1 to 720 whole hours', async () => {
    for (const acknowledgementWindowHours of [0, 721]) {
      const refused = await targets()
        .post('/api/staff/delivery-targets')
        .set(STAFF_AUTHORIZATION)
        .send(aDeliveryTarget({ name: 'Window', acknowledgementWindowHours }))
        .expect(400);
      expect(refused.body.error).toBe(DELIVERY_TARGET_MESSAGES.acknowledgementWindow);
    }
    const notNumber = await targets()
      .post('/api/staff/delivery-targets')
      .set(STAFF_AUTHORIZATION)
      .send({ ...aDeliveryTarget({ name: 'Window' }), acknowledgementWindowHours: 'two days' })
      .expect(400);
    expect(notNumber.body.error).toBe(DELIVERY_TARGET_MESSAGES.acknowledgementWindow);
  });

  it('flags, before approval, a cover smaller than a store takes, and refuses a minimum outside 500 to 6000 pixels', async () => {
    await targets()
      .post('/api/staff/delivery-targets')
      .set(STAFF_AUTHORIZATION)
      .send(aDeliveryTarget({ name: 'Big Covers', partyId: 'PADPIDA0000000003C', artworkMinSidePx: 4000 }))
      .expect(201);
    await targets().post('/api/staff/delivery-targets').set(STAFF_AUTHORIZATION).send(aDeliveryTarget()).expect(201);
    // A 3000×3000 cover, far from its date: only the store asking for 4000 pixels is named.
    const release = await insertRelease(app().database, {
      storage: app().infrastructure.fileStorage,
      status: 'Pending',
      releaseDate: '2099-01-01',
    });
    const detail = await targets().get(`/api/review-desk/submissions/${release.submissionId}`).set(STAFF_AUTHORIZATION).expect(200);
    expect(detail.body.storeWarnings).toEqual([
      artworkWarning({ name: 'Big Covers', artworkMinSidePx: 4000 }, { width: 3000, height: 3000 }),
    ]);
    expect(detail.body.storeWarnings[0]).toContain('Big Covers takes artwork of at least 4000×4000 pixels');

    for (const artworkMinSidePx of [499, 6001, 1.5, 'large']) {
      const refused = await targets()
        .post('/api/staff/delivery-targets')
        .set(STAFF_AUTHORIZATION)
        .send({ ...aDeliveryTarget({ name: 'Covers' }), artworkMinSidePx })
        .expect(400);
      expect(refused.body.error).toBe(DELIVERY_TARGET_MESSAGES.artworkMinimum);
    }
  });

  it('is staff only', async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    await targets().get('/api/staff/delivery-targets').set(asBrowser(cookie)).expect(403);
    await targets().get('/api/staff/delivery-targets').expect(401);
  });
});
