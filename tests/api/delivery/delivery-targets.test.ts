import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DELIVERY_TARGET_MESSAGES } from '../../../domain/delivery-targets';
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

  it('is staff only', async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    await targets().get('/api/staff/delivery-targets').set(asBrowser(cookie)).expect(403);
    await targets().get('/api/staff/delivery-targets').expect(401);
  });
});
