import request from 'supertest';
import { formatIsrc, gs1CheckDigit, IDENTIFIER_MESSAGES, parseIsrc, parseUpc } from '../../../domain/catalogue';
import { ManualClock } from '../../fakes/manual.clock';
import { insertRelease } from '../../support/delivery/release-fixture';
import { startTestApp, type TestApp } from '../../support/test-app';
import { STAFF_AUTHORIZATION } from '../../support/test-config';

const RANGES = { ISRC_REGISTRANT: 'GB-A1B', GS1_COMPANY_PREFIX: '0123456', UPC_RANGE_START: '100', UPC_RANGE_END: '99999' };

describe('identifiers assigned on approval', () => {
  let app: TestApp;
  const clock = new ManualClock('2026-11-27T10:00:00Z');
  beforeAll(async () => {
    app = await startTestApp({ env: RANGES, clock });
  });
  afterAll(() => app.close());

  const approve = (id: string) =>
    request(app.http).post(`/api/review-desk/submissions/${id}/status`).set(STAFF_AUTHORIZATION).send({ status: 'Approved' });
  const isrcsOf = async (id: string) =>
    (
      await app.database.query<{ isrc: string | null }>('SELECT isrc FROM submission_tracks WHERE submission_id = $1 ORDER BY position', [
        id,
      ])
    ).map((r) => r.isrc);
  const upcOf = async (id: string) =>
    (await app.database.query<{ upc: string | null }>('SELECT upc FROM submissions WHERE id = $1', [id]))[0].upc;

  it("keeps the artist's own ISRC and assigns the other two and the UPC from the configured ranges", async () => {
    const ep = await insertRelease(app.database, { tracks: 3, isrcs: { 1: 'USRC17607839' } });
    await approve(ep.submissionId).expect(200);
    expect(await isrcsOf(ep.submissionId)).toEqual(['GBA1B2600001', 'USRC17607839', 'GBA1B2600002']);
    for (const isrc of await isrcsOf(ep.submissionId)) expect(parseIsrc(isrc ?? '')).toEqual({ ok: true, value: isrc });
    const upc = await upcOf(ep.submissionId);
    // GS1 prefix 0123456 + item reference 00100 → GTIN-13 0123456001003, which a US store reads as UPC-A 123456001003.
    expect(upc).toBe(`12345600100${gs1CheckDigit('012345600100')}`);
    expect(parseUpc(upc ?? '')).toEqual({ ok: true, value: upc });

    const shown = await request(app.http)
      .get(`/api/review-desk/submissions/${ep.submissionId}/delivery`)
      .set(STAFF_AUTHORIZATION)
      .expect(200);
    expect(shown.body).toMatchObject({
      upc,
      isrcs: ['GB-A1B-26-00001', formatIsrc('USRC17607839'), 'GB-A1B-26-00002'],
      delivery: { status: 'queued', label: 'Queued', adapter: 'built-in', attempts: 0 },
    });
    const jobs = await app.database.query<{ kind: string }>(`SELECT kind FROM jobs WHERE payload->>'submissionId' = $1`, [ep.submissionId]);
    expect(jobs.map((j) => j.kind)).toContain('delivery.deliver-release');
  });

  it('continues each range and keeps a UPC the release already has', async () => {
    const single = await insertRelease(app.database, { tracks: 1, upc: '036000291452' });
    await approve(single.submissionId).expect(200);
    expect(await isrcsOf(single.submissionId)).toEqual(['GBA1B2600003']);
    expect(await upcOf(single.submissionId)).toBe('036000291452');
  });

  it('skips a designation an artist already brought and starts a new year at 00001', async () => {
    await insertRelease(app.database, { tracks: 1, isrcs: { 0: 'GBA1B2600004' }, status: 'Rejected' });
    const next = await insertRelease(app.database, { tracks: 1 });
    await approve(next.submissionId).expect(200);
    expect(await isrcsOf(next.submissionId)).toEqual(['GBA1B2600005']);
    clock.set('2027-01-02T09:00:00Z');
    const newYear = await insertRelease(app.database, { tracks: 1 });
    await approve(newYear.submissionId).expect(200);
    expect(await isrcsOf(newYear.submissionId)).toEqual(['GBA1B2700001']);
  });

  it('assigns nothing when the approval is refused', async () => {
    const changes = await insertRelease(app.database, { tracks: 2, status: 'Changes Requested' });
    await approve(changes.submissionId).expect(409);
    expect(await isrcsOf(changes.submissionId)).toEqual([null, null]);
    expect(await upcOf(changes.submissionId)).toBeNull();
  });

  describe('staff correction of identifiers', () => {
    const correct = (id: string, body: object) =>
      request(app.http).put(`/api/review-desk/submissions/${id}/identifiers`).set(STAFF_AUTHORIZATION).send(body);

    it.each([
      [{ upc: '036000291453' }, 'upc', IDENTIFIER_MESSAGES.upcCheckDigit],
      [{ upc: '12345' }, 'upc', IDENTIFIER_MESSAGES.upcInvalid],
      [{ tracks: [{ position: 0, isrc: 'GB-A1B-26-0001' }] }, 'tracks[0].isrc', IDENTIFIER_MESSAGES.isrcInvalid],
      [{ tracks: [{ position: 0, isrc: '1B-A1B-26-00001' }] }, 'tracks[0].isrc', IDENTIFIER_MESSAGES.isrcCountry],
    ])('refuses %j with 400 and the domain message, changing nothing', async (body, field, message) => {
      const release = await insertRelease(app.database, { tracks: 1 });
      const refused = await correct(release.submissionId, body).expect(400);
      expect(refused.body).toMatchObject({ success: false, error: message, details: [{ field, message }] });
      expect(await isrcsOf(release.submissionId)).toEqual([null]);
      expect(await upcOf(release.submissionId)).toBeNull();
    });

    it("stores an artist's own identifiers in their stored form and refuses one another release holds", async () => {
      const release = await insertRelease(app.database, { tracks: 2 });
      const answer = await correct(release.submissionId, {
        upc: '4006-3813-33931',
        tracks: [{ position: 1, isrc: 'us-rc1-76-07840' }],
      }).expect(200);
      expect(answer.body).toMatchObject({ upc: '4006381333931', isrcs: [null, 'US-RC1-76-07840'] });
      const other = await insertRelease(app.database, { tracks: 1 });
      expect((await correct(other.submissionId, { upc: '4006381333931' }).expect(409)).body.error).toBe(IDENTIFIER_MESSAGES.upcTaken);
      expect((await correct(other.submissionId, { tracks: [{ position: 0, isrc: 'USRC17607840' }] }).expect(409)).body.error).toBe(
        IDENTIFIER_MESSAGES.isrcTaken,
      );
      expect((await correct(other.submissionId, { tracks: [{ position: 3, isrc: 'USRC17607841' }] }).expect(400)).body.error).toBe(
        IDENTIFIER_MESSAGES.noSuchTrack(3),
      );
    });
  });
});
