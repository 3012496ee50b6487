import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { RELEASE_DEAL_MESSAGES } from '../../../domain/release';
import { validateErn432 } from '../../support/ddex-schema';
import { aDeliveryTarget } from '../../support/delivery/delivery-target.mother';
import { insertRelease, type ReleaseFixture } from '../../support/delivery/release-fixture';
import type { SftpTestServer } from '../../support/delivery/sftp-test-server';
import { batchesIn, useTwoSftpStores } from '../../support/delivery/two-sftp-stores';
import { asBrowser } from '../../support/identity-fixtures';
import { parseXml } from '../../support/parse-xml';

const STREAMING = {
  commercialModels: ['SubscriptionModel', 'AdvertisementSupportedModel'],
  useTypes: ['OnDemandStream', 'NonInteractiveStream'],
};
const DOWNLOAD = { commercialModels: ['PayAsYouGoModel'], useTypes: ['PermanentDownload'] };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An acknowledgement as a store writes it (its own prefix and header), dropped in the batch's folder. */
const storeAck = (fileStatus: string, errorText?: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ack:FtpAcknowledgementMessage xmlns:ack="http://ddex.net/xml/ern-c/15" MessageVersionId="ern-c/15">
  <MessageHeader><MessageId>ACK-1</MessageId><MessageCreatedDateTime>2026-11-27T12:00:00Z</MessageCreatedDateTime></MessageHeader>
  <AcknowledgedFile><FileName>BatchComplete.xml</FileName></AcknowledgedFile>
  <FileStatus>${fileStatus}</FileStatus>
  ${errorText ? `<ErrorText>${errorText}</ErrorText><ManualCheckRequired>true</ManualCheckRequired>` : ''}
</ack:FtpAcknowledgementMessage>`;

// Two SFTP stores of its own: every release this app delivers goes to both.
describe("a store's five onboarding deliveries to two SFTP targets, each valid ERN 4.3.2, with manifests and acknowledgements", () => {
  const { clock, app, stores, artist, api, drain, readAcknowledgements } = useTwoSftpStores('onboarding-sftp-');
  const [storeA, storeB] = stores;
  const delivery = (release: ReleaseFixture, sub = '') => `/review-desk/submissions/${release.submissionId}/delivery${sub}`;
  const storeATarget = (territories: string[]) =>
    aDeliveryTarget({
      name: 'Store A',
      partyId: 'PADPIDA0000000001A',
      host: '127.0.0.1',
      port: storeA.port,
      ...storeA.credentials,
      deals: [
        { territories, ...STREAMING },
        { territories, ...DOWNLOAD },
      ] as ReturnType<typeof aDeliveryTarget>['deals'],
    });

  const latest = (store: SftpTestServer) => batchesIn(store).at(-1)!;

  /** The manifest lists the message and every other file of the batch, each with the SHA-256 of its bytes. */
  const expectWholeManifest = (b: ReturnType<typeof latest>) => {
    expect(b.manifest.length).toBeGreaterThan(0);
    const files = readdirSync(path.join(b.folder, b.upc), { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const bytes = readFileSync(path.join(file.parentPath, file.name));
      expect(b.manifest).toContain(`<HashSum>${sha256(bytes)}</HashSum>`);
    }
    expect(b.manifest.match(/<HashSum><HashSum>/g)).toHaveLength(files.length);
  };

  /** Each ReleaseDeal's release reference with its deals' territories, uses and start, from the parsed message. */
  const dealsOf = (xml: string) =>
    [...parseXml(xml).getElementsByTagName('ReleaseDeal')].map((deal) => ({
      release: deal.getElementsByTagName('DealReleaseReference')[0].textContent,
      deals: [...deal.getElementsByTagName('DealTerms')].map((terms) => ({
        territories: [...terms.getElementsByTagName('TerritoryCode')].map((t) => t.textContent),
        uses: [...terms.getElementsByTagName('UseType')].map((u) => u.textContent),
        start: terms.getElementsByTagName('ValidityPeriod')[0].firstElementChild?.textContent,
      })),
    }));
  const expectValid = (xml: string) => expect(validateErn432(xml)).toEqual({ valid: true, report: expect.any(String) });
  const deliverAndDrain = async (release: ReleaseFixture) => {
    await api('post', `/review-desk/submissions/${release.submissionId}/status`).send({ status: 'Approved' }).expect(200);
    await api('post', delivery(release)).expect(200);
    await drain();
  };

  let album: ReleaseFixture;
  let storeAId: string;

  beforeAll(async () => {
    storeAId = (
      await api('post', '/staff/delivery-targets')
        .send(storeATarget(['GB']))
        .expect(201)
    ).body.target.id;
    const storeBTarget = aDeliveryTarget({
      name: 'Store B',
      partyId: 'PADPIDA0000000002B',
      host: '127.0.0.1',
      port: storeB.port,
      ...storeB.credentials,
      messageControl: 'test',
    });
    await api('post', '/staff/delivery-targets').send(storeBTarget).expect(201);
    const storage = app().infrastructure.fileStorage;
    album = await insertRelease(app().database, { storage, artistId: artist.id, tracks: 7, releaseDate: '2026-12-11' });
    await app().database.query(`UPDATE submissions SET release_type = 'lp' WHERE id = $1`, [album.submissionId]);
  });

  it('1. a new album: each store gets its own deals, a whole manifest, and its acknowledgement moves its state', async () => {
    await deliverAndDrain(album);
    for (const store of stores) {
      expect(batchesIn(store)).toHaveLength(1);
      expectValid(latest(store).message);
      expectWholeManifest(latest(store));
      expect(latest(store).message).toContain('<ReleaseType>Album</ReleaseType>');
    }
    const [main] = dealsOf(latest(storeA).message);
    expect(main.deals).toEqual([
      { territories: ['GB'], uses: STREAMING.useTypes, start: '2026-12-11' },
      { territories: ['GB'], uses: DOWNLOAD.useTypes, start: '2026-12-11' },
    ]);
    expect(dealsOf(latest(storeA).message)).toHaveLength(1 + 7);
    expect(dealsOf(latest(storeB).message)[0].deals).toEqual([
      { territories: ['Worldwide'], uses: ['OnDemandStream'], start: '2026-12-11' },
    ]);

    writeFileSync(path.join(latest(storeA).folder, 'ACK_BatchComplete.xml'), storeAck('FileOK'));
    writeFileSync(
      path.join(latest(storeB).folder, latest(storeB).upc, 'ACK_message.xml'),
      storeAck('ResourceCorrupt', 'Track 3 &amp; its WAV header'),
    );
    // Store B is down at the first pass: Store A's answer is recorded, Store B's waits in its folder for the next pass.
    await storeB.stop();
    await readAcknowledgements();
    const half = (await api('get', delivery(album)).expect(200)).body.targets;
    expect(half.map((t: { name: string; status: string }) => [t.name, t.status])).toEqual([
      ['Store A', 'accepted'],
      ['Store B', 'delivered'],
    ]);
    await storeB.start();
    clock.advance(3600_000);
    await drain(); // the failed pass's retry, after its back-off
    await readAcknowledgements(); // and a later pass: nothing is recorded twice
    const desk = (await api('get', delivery(album)).expect(200)).body.targets;
    expect(desk).toEqual([
      expect.objectContaining({ name: 'Store A', status: 'accepted', label: 'Accepted by the store', storeError: null }),
      expect.objectContaining({
        name: 'Store B',
        status: 'rejected',
        label: 'Rejected by the store',
        storeError:
          'Store B rejected the release: an audio or artwork file is damaged (“Track 3 & its WAV header”). The store asks for a person to look at it.',
      }),
    ]);
    const artistView = await request(app().http)
      .get(`/api/profile/submissions/${album.submissionId}`)
      .set(asBrowser(artist.cookie))
      .expect(200);
    expect(artistView.body.submission.stores).toEqual(['Store A: In the store', 'Store B: Held up: the label is looking into it']);
  });

  it('2. an update adding a territory and making it an EP: the whole release again, the new deals, to each store once', async () => {
    await api('put', `/staff/delivery-targets/${storeAId}`)
      .send({ ...storeATarget(['GB', 'IE']), password: '' })
      .expect(200);
    await app().database.query(`DELETE FROM submission_tracks WHERE submission_id = $1 AND position >= 5`, [album.submissionId]);
    await app().database.query(`UPDATE submissions SET release_type = 'ep' WHERE id = $1`, [album.submissionId]);
    await api('post', delivery(album, '/update')).expect(200);
    await drain();
    for (const store of stores) {
      expect(batchesIn(store)).toHaveLength(2);
      expectValid(latest(store).message);
      expectWholeManifest(latest(store));
      expect(latest(store).message).toContain('<ReleaseType>EP</ReleaseType>');
      expect(parseXml(latest(store).message).getElementsByTagName('SoundRecording')).toHaveLength(5);
    }
    expect(dealsOf(latest(storeA).message)[0].deals.map((d) => d.territories)).toEqual([
      ['GB', 'IE'],
      ['GB', 'IE'],
    ]);
    // The update is a new order: each store shows where it is with that one, not the album's answer.
    const states = (await api('get', delivery(album)).expect(200)).body.targets;
    expect(states.map((t: { status: string; storeError: string | null }) => [t.status, t.storeError])).toEqual([
      ['delivered', null],
      ['delivered', null],
    ]);
  });

  it("3. removing track 1's streaming deal: track 1 keeps its download deal only, the other tracks and the release keep both", async () => {
    for (const tracks of [[{ position: 0, withheld: ['streaming', 'download'] }], [{ position: 9, withheld: ['streaming'] }]]) {
      const refused = await api('put', delivery(album, '/deals')).send({ tracks }).expect(400);
      expect([RELEASE_DEAL_MESSAGES.noUseLeft, RELEASE_DEAL_MESSAGES.noSuchTrack]).toContain(refused.body.error);
    }
    const set = await api('put', delivery(album, '/deals'))
      .send({ tracks: [{ position: 0, withheld: ['streaming'] }] })
      .expect(200);
    expect(set.body.deals).toEqual({ startTimeUtc: null, tracks: [{ position: 0, withheld: ['streaming'] }] });
    await api('post', delivery(album, '/update')).expect(200);
    await drain();
    const deals = dealsOf(latest(storeA).message);
    expectValid(latest(storeA).message);
    expectValid(latest(storeB).message);
    expect(deals.map((d) => d.deals.map((terms) => terms.uses).flat())).toEqual([
      [...STREAMING.useTypes, ...DOWNLOAD.useTypes],
      DOWNLOAD.useTypes,
      ...Array(4).fill([...STREAMING.useTypes, ...DOWNLOAD.useTypes]),
    ]);
    // Store B's deal is streaming only: track 1 has no deal left there and its TrackRelease goes without one.
    expect(dealsOf(latest(storeB).message).map((d) => d.release)).toEqual(['R0', 'R2', 'R3', 'R4', 'R5']);
  });

  it('4. a timed release as a single: its deals start at the set moment of the release date, in UTC', async () => {
    const storage = app().infrastructure.fileStorage;
    const single = await insertRelease(app().database, { storage, tracks: 1, title: 'Midnight Ferry', releaseDate: '2026-12-18' });
    expect((await api('put', delivery(single, '/deals')).send({ startTimeUtc: '24:00' }).expect(400)).body.error).toBe(
      RELEASE_DEAL_MESSAGES.startTime,
    );
    await api('put', delivery(single, '/deals')).send({ startTimeUtc: '00:00' }).expect(200);
    await deliverAndDrain(single);
    for (const store of stores) {
      const { message } = latest(store);
      expectValid(message);
      expectWholeManifest(latest(store));
      expect(message).toContain('<ReleaseType>Single</ReleaseType>');
      for (const deal of dealsOf(message)) for (const terms of deal.deals) expect(terms.start).toBe('2026-12-18T00:00:00Z');
    }
  });

  it('5. a full takedown: the album again without deals to each store, valid, and the artist reads it removed', async () => {
    const { upc } = (await api('post', delivery(album, '/takedown')).send({ reason: 'The artist left the label' }).expect(200)).body;
    await drain();
    for (const store of stores) {
      const albumBatches = batchesIn(store).filter((b) => b.upc === upc);
      expect(albumBatches).toHaveLength(4);
      const takedown = albumBatches.at(-1)!;
      expectValid(takedown.message);
      expectWholeManifest(takedown);
      expect(takedown.message).not.toContain('DealList');
      expect(takedown.message).not.toContain('Purge');
    }
    const artistView = await request(app().http)
      .get(`/api/profile/submissions/${album.submissionId}`)
      .set(asBrowser(artist.cookie))
      .expect(200);
    expect(artistView.body.submission.stores).toEqual(['Removed from Store A', 'Removed from Store B']);
  });
});
