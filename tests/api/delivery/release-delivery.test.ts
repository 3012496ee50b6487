import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DELIVERY_FAILURE_WORDS } from '../../../domain/release';
import { ManualClock } from '../../fakes/manual.clock';
import { SftpTestServer } from '../../support/delivery/sftp-test-server';
import { insertRelease, type ReleaseFixture } from '../../support/delivery/release-fixture';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { chunkBody } from '../../support/wav-chunks';
import { wavHeader } from '../../support/wav-header';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('delivery by SFTP: the durable job, its state on the desk and on the artist page', () => {
  const server = new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), 'sftp-root-')));
  const clock = new ManualClock('2026-11-27T10:00:00Z');
  let app: TestApp;
  let release: ReleaseFixture;
  let artistCookie: string;

  beforeAll(async () => {
    await server.start();
    app = await startTestApp({
      clock,
      env: server.deliveryEnv(),
    });
    const artist = await createArtist(app);
    artistCookie = await signInArtist(app, artist);
    release = await insertRelease(app.database, {
      storage: app.infrastructure.fileStorage,
      artistId: artist.id,
      releaseDate: '2026-12-04',
    });
  });
  afterAll(async () => {
    await app.close();
    await server.stop();
  });

  const desk = (id: string) => request(app.http).get(`/api/review-desk/submissions/${id}/delivery`).set(STAFF_AUTHORIZATION).expect(200);
  const move = (id: string, status: string) =>
    request(app.http).post(`/api/review-desk/submissions/${id}/status`).set(STAFF_AUTHORIZATION).send({ status });
  const artistView = async (id: string) =>
    (await request(app.http).get(`/api/profile/submissions/${id}`).set(asBrowser(artistCookie)).expect(200)).body.submission;
  const drain = () => app.infrastructure.jobs.worker.drain();
  const deliverNow = (id: string) =>
    request(app.http).post(`/api/review-desk/submissions/${id}/delivery`).set(STAFF_AUTHORIZATION).expect(200);
  const undo = (id: string) => request(app.http).post(`/api/review-desk/submissions/${id}/undo`).set(STAFF_AUTHORIZATION);
  const inbox = () => (existsSync(path.join(server.root, 'inbox')) ? readdirSync(path.join(server.root, 'inbox')) : []);

  it('a delivery while the server is down is Retrying with the error and its next attempt; Retry now delivers it once, when the server is back', async () => {
    await server.stop();
    // The artist sees no identifiers before approval, and the ones approval assigned after it, as the desk shows them.
    expect((await artistView(release.submissionId)).identifiers).toBeNull();
    await move(release.submissionId, 'Approved').expect(200);
    const assigned = (await desk(release.submissionId)).body;
    expect((await artistView(release.submissionId)).identifiers).toEqual({
      upc: assigned.upc,
      tracks: assigned.isrcs.map((isrc: string, position: number) => ({ position, title: expect.any(String), isrc })),
    });
    expect(assigned.isrcs[0]).toMatch(/^[A-Z]{2}-[A-Z0-9]{3}-\d{2}-\d{5}$/);
    expect((await desk(release.submissionId)).body.delivery).toMatchObject({
      status: 'queued',
      adapter: 'sftp',
      attempts: 0,
      sendsAt: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    await drain();
    expect((await desk(release.submissionId)).body.delivery).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await deliverNow(release.submissionId)).body.delivery).toMatchObject({ status: 'queued', sendsAt: null });
    await drain();
    const failed = (await desk(release.submissionId)).body.delivery;
    // Staff read words on the desk; the socket's own text stays in the job's error (the Integrations page and the log).
    // The job tries again by itself: the desk says so, with when, rather than 'Failed'.
    expect(failed).toMatchObject({ status: 'retrying', label: 'Retrying', attempts: 1, lastError: DELIVERY_FAILURE_WORDS.unreachable });
    expect(new Date(failed.nextAttemptAt).getTime()).toBeGreaterThan(clock.now().getTime());
    const jobs = (await request(app.http).get('/api/staff/integrations').set(STAFF_AUTHORIZATION).expect(200)).body;
    expect(JSON.stringify(jobs)).toMatch(/ECONNREFUSED/);
    expect(JSON.stringify(failed)).not.toContain(server.credentials.password);
    expect((await artistView(release.submissionId)).sentToStoresAt).toBeNull();

    await server.start();
    const retried = await request(app.http)
      .post(`/api/review-desk/submissions/${release.submissionId}/delivery`)
      .set(STAFF_AUTHORIZATION)
      .expect(200);
    expect(retried.body.delivery).toMatchObject({ status: 'queued' });
    // Pressed again while queued: it joins the one job, never a second delivery beside it.
    await deliverNow(release.submissionId);
    await drain();
    const delivered = (await desk(release.submissionId)).body;
    expect(delivered.delivery).toMatchObject({ status: 'delivered', label: 'Delivered', attempts: 2, lastError: null });
    expect((await artistView(release.submissionId)).sentToStoresAt).toBe(delivered.delivery.deliveredAt);

    const batchFolder = path.join(server.root, delivered.delivery.packageKey);
    const batchId = path.basename(batchFolder);
    expect(existsSync(path.join(batchFolder, `BatchComplete_${batchId}.xml`))).toBe(true);
    const releaseFolder = path.join(batchFolder, delivered.upc);
    expect(readFileSync(path.join(releaseFolder, `${delivered.upc}.xml`), 'utf8')).toContain(delivered.upc);
    const stored = readdirSync(path.join(releaseFolder, 'resources')).map((name) =>
      sha256(readFileSync(path.join(releaseFolder, 'resources', name))),
    );
    expect(stored.sort()).toEqual(release.files.map((f) => f.sha256).sort());
    expect(inbox()).toEqual([batchId]);
  });

  it('an approval undone before its delivery is due sends nothing; once sent, the approval can no longer be undone', async () => {
    const second = await insertRelease(app.database, { storage: app.infrastructure.fileStorage, releaseDate: '2026-12-04' });
    const before = inbox().length;
    await move(second.submissionId, 'Approved').expect(200);
    await undo(second.submissionId).expect(200);
    expect((await desk(second.submissionId)).body.delivery).toBeNull();
    clock.advance(11 * 60_000);
    await drain();
    expect((await desk(second.submissionId)).body.delivery).toBeNull();
    expect(inbox()).toHaveLength(before);
    const jobs = await app.infrastructure.jobs.admin.list(50);
    expect([...jobs.dead, ...jobs.unfinished].filter((job) => job.kind === 'delivery.deliver-release')).toEqual([]);

    await move(second.submissionId, 'Approved').expect(200);
    await deliverNow(second.submissionId);
    await drain();
    expect((await desk(second.submissionId)).body.delivery).toMatchObject({ status: 'delivered' });
    expect((await undo(second.submissionId).expect(409)).body.error).toBe(
      'This release has already been sent to the stores, so its approval can no longer be undone here',
    );
    expect(inbox()).toHaveLength(before + 1);
  });

  it('Live stays a staff decision: not before the release date, then allowed once delivered', async () => {
    expect((await move(release.submissionId, 'Live').expect(409)).body.error).toMatch(/cannot go live before its release date/);
    clock.set('2026-12-04T09:00:00Z');
    await move(release.submissionId, 'Live').expect(200);
  });

  it('a release a store would refuse fails for good with the reason, and is not sent', async () => {
    const noGenre = await insertRelease(app.database, { storage: app.infrastructure.fileStorage, genre: '' });
    await move(noGenre.submissionId, 'Approved').expect(200);
    await deliverNow(noGenre.submissionId);
    await drain();
    expect((await desk(noGenre.submissionId)).body.delivery).toMatchObject({
      status: 'failed',
      lastError: 'Set the release’s primary genre before delivery',
    });
    const dead = (await app.infrastructure.jobs.admin.list(50)).dead.filter((job) => job.kind === 'delivery.deliver-release');
    expect(dead).toHaveLength(1);
  });

  it("a DAW's EXTENSIBLE WAV arrives as PCM format 1 with its samples; a float WAV is not sent and the desk says why", async () => {
    const storage = app.infrastructure.fileStorage;
    const withAudio = async (wav: Buffer) => {
      const made = await insertRelease(app.database, { storage, tracks: 1, releaseDate: '2026-12-04' });
      await storage.put(made.files[0].storageKey, wav, { contentType: 'audio/wav', maxBytes: wav.length });
      await move(made.submissionId, 'Approved').expect(200);
      await deliverNow(made.submissionId);
      await drain();
      return (await desk(made.submissionId)).body;
    };
    const samples = Buffer.from(Array.from({ length: 6000 }, (_, i) => (i * 31) & 0xff));
    const sent = await withAudio(Buffer.concat([wavHeader({ layout: 'extensible', fact: true, dataBytes: samples.length }), samples]));
    expect(sent.delivery).toMatchObject({ status: 'delivered' });
    const resources = path.join(server.root, sent.delivery.packageKey, sent.upc, 'resources');
    const wav = readFileSync(
      path.join(
        resources,
        readdirSync(resources).find((name) => name.endsWith('.wav'))!,
      ),
    );
    expect([wav.readUInt16LE(20), chunkBody(wav, 'fmt ').length]).toEqual([1, 16]);
    expect(sha256(chunkBody(wav, 'data'))).toBe(sha256(samples));
    expect(readFileSync(path.join(resources, '..', `${sent.upc}.xml`), 'utf8')).toContain(`<HashSumValue>${sha256(wav)}</HashSumValue>`);

    const floatWav = wavHeader({ layout: 'extensible', bitsPerSample: 32, subFormatTag: 3, dataBytes: 64 });
    const float = await withAudio(Buffer.concat([floatWav, Buffer.alloc(64)]));
    expect(float.delivery).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/\.wav holds floating-point samples, not integer PCM/),
    });
  });

  it('an install delivering by its SFTP settings has that server as its one delivery target, secrets not shown', async () => {
    const { targets } = (await request(app.http).get('/api/staff/delivery-targets').set(STAFF_AUTHORIZATION).expect(200)).body;
    expect(targets).toEqual([expect.objectContaining({ name: 'SFTP 127.0.0.1', port: server.port, folder: '/inbox', hasPassword: true })]);
    expect(JSON.stringify(targets)).not.toContain(server.credentials.password);
  });

  it('warns when the release date is closer than a target’s lead time, naming it and the earliest date', async () => {
    const soon = await insertRelease(app.database, { storage: app.infrastructure.fileStorage, releaseDate: '2026-12-08' });
    clock.set('2026-12-04T09:00:00Z');
    expect((await desk(soon.submissionId)).body.leadTimeWarnings).toEqual([
      'SFTP 127.0.0.1 needs 5 business days: the release can go live there on December 11, 2026 at the earliest, not on its release date',
    ]);
    clock.set('2026-12-01T09:00:00Z');
    expect((await desk(soon.submissionId)).body.leadTimeWarnings).toEqual([]);
  });

  it('Deliver pressed while the release is being sent joins that attempt: its order stays, and the one target has it once', async () => {
    const sending = await insertRelease(app.database, { storage: app.infrastructure.fileStorage, status: 'Approved' });
    await deliverNow(sending.submissionId);
    const orderOf = async () =>
      (
        await app.database.query<{ order_id: string }>('SELECT order_id FROM release_deliveries WHERE submission_id = $1', [
          sending.submissionId,
        ])
      )[0].order_id;
    const ordered = await orderOf();
    // The worker has claimed the job and is sending (as another instance would be, this very moment).
    const claim = (status: string) =>
      app.database.query(`UPDATE jobs SET status = $2, locked_until = now() + interval '1 minute' WHERE dedupe_key = $1`, [
        `delivery:${sending.submissionId}`,
        status,
      ]);
    await claim('running');
    expect((await deliverNow(sending.submissionId)).body.delivery).toMatchObject({ status: 'queued' });
    expect(await orderOf()).toBe(ordered);
    await claim('queued');
    await drain();
    const delivered = (await desk(sending.submissionId)).body;
    expect(delivered.delivery).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(delivered.targets.map((t: { status: string }) => t.status)).toEqual(['delivered']);
    expect(inbox().filter((batch) => existsSync(path.join(server.root, 'inbox', batch, delivered.upc)))).toHaveLength(1);
  });

  it('refuses to deliver a release that is not approved', async () => {
    const pending = await insertRelease(app.database, {});
    const refused = await request(app.http)
      .post(`/api/review-desk/submissions/${pending.submissionId}/delivery`)
      .set(STAFF_AUTHORIZATION)
      .expect(409);
    expect(refused.body.error).toBe('Only an approved or live release can be delivered to the stores');
  });
});
