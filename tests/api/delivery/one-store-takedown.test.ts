import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { DELIVERY_KIND_MESSAGES } from '../../../domain/release';
import { aDeliveryTarget } from '../../support/delivery/delivery-target.mother';
import { insertRelease, type ReleaseFixture } from '../../support/delivery/release-fixture';
import type { SftpTestServer } from '../../support/delivery/sftp-test-server';
import { batchesIn, useTwoSftpStores } from '../../support/delivery/two-sftp-stores';
import { asBrowser } from '../../support/identity-fixtures';

const storeAck = (fileStatus: string, errorText = '') => `<?xml version="1.0" encoding="UTF-8"?>
<ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c/15" MessageVersionId="ern-c/15">
  <MessageHeader><MessageId>ACK-${fileStatus}</MessageId><MessageCreatedDateTime>2026-11-27T12:00:00Z</MessageCreatedDateTime></MessageHeader>
  <AcknowledgedFile><FileName>BatchComplete.xml</FileName></AcknowledgedFile>
  <FileStatus>${fileStatus}</FileStatus>${errorText ? `<ErrorText>${errorText}</ErrorText>` : ''}
</ernc:FtpAcknowledgementMessage>`;

type TargetView = { name: string; status: string; kind: string | null; takedownReason: string | null; reasonShown: boolean };

// Two SFTP stores of its own: each store's folder is read back.
describe('a takedown from one store, automatic updates to the stores that have the release, and later acknowledgements', () => {
  const { app, stores, artist, api, drain, readAcknowledgements } = useTwoSftpStores('one-store-sftp-');
  const [storeA, storeB] = stores;
  const delivery = (sub = '') => `/review-desk/submissions/${release.submissionId}/delivery${sub}`;
  const targets = async (): Promise<TargetView[]> => (await api('get', delivery()).expect(200)).body.targets;
  const artistView = async () =>
    (await request(app().http).get(`/api/profile/submissions/${release.submissionId}`).set(asBrowser(artist.cookie)).expect(200)).body
      .submission;

  let release: ReleaseFixture;
  let storeAId: string;
  let storeBId: string;

  beforeAll(async () => {
    const add = async (name: string, store: SftpTestServer) =>
      (
        await api('post', '/staff/delivery-targets')
          .send(aDeliveryTarget({ name, host: '127.0.0.1', port: store.port, ...store.credentials }))
          .expect(201)
      ).body.target.id as string;
    storeAId = await add('Store A', storeA);
    storeBId = await add('Store B', storeB);
    const storage = app().infrastructure.fileStorage;
    release = await insertRelease(app().database, { storage, artistId: artist.id, releaseDate: '2026-12-18' });
    await api('post', `/review-desk/submissions/${release.submissionId}/status`).send({ status: 'Approved' }).expect(200);
    await api('post', delivery()).expect(200);
    await drain();
    expect([batchesIn(storeA).length, batchesIn(storeB).length]).toEqual([1, 1]);
  });

  it('refuses a takedown naming an unknown store, an empty list of stores, or no reason, and queues nothing', async () => {
    const unknown = await api('post', delivery('/takedown'))
      .send({ reason: 'Dispute', targetIds: ['no-such-store'] })
      .expect(400);
    expect(unknown.body.error).toBe(DELIVERY_KIND_MESSAGES.takedownStoreUnknown('no-such-store'));
    const empty = await api('post', delivery('/takedown')).send({ reason: 'Dispute', targetIds: [] }).expect(400);
    expect(empty.body.error).toBe(DELIVERY_KIND_MESSAGES.takedownStoresMissing);
    const noReason = await api('post', delivery('/takedown'))
      .send({ targetIds: [storeAId] })
      .expect(400);
    expect(noReason.body.error).toBe(DELIVERY_KIND_MESSAGES.takedownReasonMissing);
    expect((await api('get', delivery()).expect(200)).body.delivery).toMatchObject({ status: 'delivered', kind: 'release' });
  });

  it('a takedown from one store sends only that store a message without deals; the other keeps its state and deals', async () => {
    writeFileSync(path.join(batchesIn(storeB)[0].folder, 'ACK_1.xml'), storeAck('FileOK'));
    await readAcknowledgements();
    const takedown = { reason: 'Sample clearance pending', targetIds: [storeAId], reasonShown: false };
    await api('post', delivery('/takedown')).send(takedown).expect(200);
    await drain();
    expect([batchesIn(storeA).length, batchesIn(storeB).length]).toEqual([2, 1]);
    expect(batchesIn(storeA)[1].message).not.toContain('<DealList>');
    expect(batchesIn(storeB)[0].message).toContain('<DealList>');
    expect((await targets()).map((t) => [t.name, t.status, t.kind, t.takedownReason, t.reasonShown])).toEqual([
      ['Store A', 'delivered', 'takedown', 'Sample clearance pending', false],
      ['Store B', 'accepted', 'release', null, true],
    ]);
    // The artist reads the store it left, not the reason staff kept to themselves; the release is still in the other.
    expect(await artistView()).toMatchObject({
      stores: ['Removed from Store A', 'Store B: In the store'],
      takedownReason: null,
      takenDown: 'some',
      sentToStoresAt: expect.any(String),
    });
  });

  it('a label-copy correction queues an update only to the store that still has the release', async () => {
    const path_ = `/review-desk/submissions/${release.submissionId}/label-copy`;
    const corrected = (await api('patch', path_).send({ cLineOwner: 'Harbour Art Dept' }).expect(200)).body;
    expect(corrected).toMatchObject({ redeliveryQueued: true, updateQueuedTo: ['Store B'] });
    await drain();
    expect([batchesIn(storeA).length, batchesIn(storeB).length]).toEqual([2, 2]);
    expect(batchesIn(storeB)[1].message).toContain('Harbour Art Dept');
    expect(batchesIn(storeB)[1].message).toContain('<DealList>');
    expect((await targets()).map((t) => [t.name, t.status, t.kind])).toEqual([
      ['Store A', 'delivered', 'takedown'],
      ['Store B', 'delivered', 'update'],
    ]);
  });

  it('a change of deals queues an update only to the store that has the release; the same deals again queue nothing', async () => {
    const deals = { startTimeUtc: '09:00', tracks: [] };
    expect((await api('put', delivery('/deals')).send(deals).expect(200)).body.updateQueuedTo).toEqual(['Store B']);
    // Pressed again while the update waits: it joins the same job, and the same choices are no change at all.
    expect((await api('put', delivery('/deals')).send(deals).expect(200)).body.updateQueuedTo).toEqual([]);
    await drain();
    expect([batchesIn(storeA).length, batchesIn(storeB).length]).toEqual([2, 3]);
    expect(batchesIn(storeB)[2].message).toContain('2026-12-18T09:00:00Z');
  });

  it("a store's later acknowledgement of the same batch wins, each file recorded once however often it is read", async () => {
    const latest = batchesIn(storeB)[2];
    writeFileSync(path.join(latest.folder, 'ACK_1.xml'), storeAck('ResourceCorrupt', 'Artwork unreadable'));
    await readAcknowledgements();
    const rejected = (await targets()).find((t) => t.name === 'Store B');
    expect(rejected).toMatchObject({ status: 'rejected', storeError: expect.stringContaining('Artwork unreadable') });
    // The store fixed it on its side and accepted the same batch: the newest answer is what the desk shows.
    writeFileSync(path.join(latest.folder, 'ACK_2.xml'), storeAck('FileOK'));
    // Two passes at once (as on two instances), then one more: each file still recorded once.
    const queue = app().infrastructure.jobs.queue;
    await Promise.all([0, 1].map(() => queue.enqueue({ kind: 'delivery.read-acknowledgements', payload: {} })));
    await drain();
    await readAcknowledgements();
    expect((await targets()).find((t) => t.name === 'Store B')).toMatchObject({ status: 'accepted', storeError: null });
    const rows = await app().database.query<{ file: string; outcome: string }>(
      `SELECT a.file, a.outcome FROM release_delivery_acknowledgements a WHERE a.batch_id = $1 ORDER BY a.position`,
      [latest.batch],
    );
    expect(rows.map((r) => [path.basename(r.file), r.outcome])).toEqual([
      ['ACK_1.xml', 'rejected'],
      ['ACK_2.xml', 'accepted'],
    ]);
  });

  it('Resend gives only the store that rejected the release a new batch; an unknown store is refused', async () => {
    writeFileSync(path.join(batchesIn(storeB)[2].folder, 'ACK_3.xml'), storeAck('MetadataMissing', 'No label name'));
    await readAcknowledgements();
    expect((await targets()).find((t) => t.name === 'Store B')).toMatchObject({ status: 'rejected' });
    const unknown = await api('post', delivery('/resend')).send({ targetId: 'no-such-store' }).expect(400);
    expect(unknown.body.error).toBe(DELIVERY_KIND_MESSAGES.resendStoreUnknown('no-such-store'));
    await api('post', delivery('/resend')).send({ targetId: storeBId }).expect(200);
    await drain();
    expect([batchesIn(storeA).length, batchesIn(storeB).length]).toEqual([2, 4]);
    expect(batchesIn(storeB)[3].message).toContain('<DealList>');
    expect((await targets()).map((t) => [t.name, t.status, t.kind])).toEqual([
      ['Store A', 'delivered', 'takedown'],
      ['Store B', 'delivered', 'update'],
    ]);
  });

  it('Deliver again puts the release back in the store it was taken down from, with its deals', async () => {
    await api('post', delivery()).expect(200);
    await drain();
    expect(batchesIn(storeA).at(-1)?.message).toContain('<DealList>');
    expect((await targets()).map((t) => [t.name, t.kind])).toEqual([
      ['Store A', 'release'],
      ['Store B', 'release'],
    ]);
    expect(await artistView()).toMatchObject({ takenDown: 'none', stores: ['Store A: Sent', 'Store B: Sent'] });
  });
});
