import request from 'supertest';
import { LABEL_CATALOGUE_MESSAGES } from '../../../domain/label-catalogue';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { LOW_TIDE, seedRelease, TIDAL_GLASS } from '../../support/catalogue-releases';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp();
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

let artist: Awaited<ReturnType<typeof createArtist>>;
let ids: Record<'pending' | 'approved' | 'delivered' | 'live' | 'failed', string>;

beforeAll(async () => {
  artist = await createArtist(app(), { artistName: 'Nova Lane' });
  await app().database.query(
    "INSERT INTO artist_profiles (artist_id, name, nationality, city, spotify_profile, ppl_id) VALUES ($1, 'Nova L', 'Irish', 'Cork', 'https://open.spotify.com/artist/x', 'PPL-1')",
    [artist.id],
  );
  const base = { artistId: artist.id, artistName: 'Nova Lane' };
  ids = {
    pending: await seedRelease(app().database, { ...base, title: 'Still Waiting', status: 'Pending', releaseDate: '2031-03-20' }),
    approved: await seedRelease(app().database, { ...base, ...TIDAL_GLASS, delivery: { status: 'queued' } }),
    delivered: await seedRelease(app().database, { ...base, ...LOW_TIDE, delivery: { status: 'delivered' } }),
    live: await seedRelease(app().database, {
      ...base,
      title: 'First Light',
      status: 'Live',
      releaseDate: '2031-02-02',
      upc: '5099902894546',
    }),
    failed: await seedRelease(app().database, {
      artistId: null,
      artistName: 'Other Act',
      title: 'Broken Pipe',
      status: 'approved',
      releaseDate: null,
      delivery: { status: 'failed', lastError: 'SFTP connection refused' },
    }),
  };
});

const staffGet = (path: string) => request(app().http).get(path).set(STAFF_AUTHORIZATION);

describe('the artist page for staff', () => {
  it('shows the profile, agreement and every release with its UPC, ISRCs and delivery, by artist ID or UUID', async () => {
    const byCode = await staffGet(`/api/staff/artists/${artist.artistCode.toLowerCase()}`).expect(200);
    const byId = await staffGet(`/api/staff/artists/${artist.id}`).expect(200);
    expect(byId.body).toEqual(byCode.body);
    expect(byId.body.artist).toMatchObject({
      id: artist.id,
      artistCode: artist.artistCode,
      artistName: 'Nova Lane',
      status: 'Active',
      agreement: null,
      submissionCount: 5 - 1,
      profile: {
        name: 'Nova L',
        city: 'Cork',
        pplId: 'PPL-1',
        links: [{ label: 'Spotify profile', url: 'https://open.spotify.com/artist/x' }],
      },
    });
    expect(byId.body.artist.profile.completion).toBeGreaterThan(0);
    const releases = byId.body.releases as { id: string; stage: string | null; upc: string | null; tracks: unknown[]; delivery: unknown }[];
    expect(releases.map((r) => r.id).sort()).toEqual([ids.pending, ids.approved, ids.delivered, ids.live].sort());
    const approved = releases.find((r) => r.id === ids.approved);
    expect(approved).toMatchObject({
      stage: 'approved',
      upc: '5099902894522',
      tracks: [
        { position: 0, title: 'Tidal Glass', isrc: 'GB-HSL-31-00001' },
        { position: 1, title: 'Undertow', isrc: 'GB-HSL-31-00002' },
      ],
      delivery: { status: 'queued', adapter: 'builtin', attempts: 1, lastError: null, deliveredAt: null },
    });
    expect(releases.find((r) => r.id === ids.delivered)).toMatchObject({ stage: 'delivered', delivery: { status: 'delivered' } });
    expect(releases.find((r) => r.id === ids.pending)).toMatchObject({ stage: null, upc: null, delivery: null });
  });

  it('answers 404 for an unknown artist ID or UUID and 403 to an artist', async () => {
    for (const id of ['ART-NOBODY', UNKNOWN_UUID, 'not an id!']) {
      const res = await staffGet(`/api/staff/artists/${encodeURIComponent(id)}`).expect(404);
      expect(res.body.error).toBe(LABEL_CATALOGUE_MESSAGES.artistNotFound);
    }
    const cookie = await signInArtist(app(), artist);
    await request(app().http).get(`/api/staff/artists/${artist.id}`).set(asBrowser(cookie)).expect(403);
    await request(app().http).get('/api/staff/catalogue').set(asBrowser(cookie)).expect(403);
    await request(app().http).get('/api/staff/catalogue').expect(401);
  });
});

describe('the catalogue', () => {
  const listed = async (query: Record<string, string | number>) =>
    ((await staffGet('/api/staff/catalogue').query(query).expect(200)).body.releases as { id: string; stage: string }[]).filter((r) =>
      Object.values(ids).includes(r.id),
    );

  it('lists approved, delivered and live releases by release date, undated last, never one still in review', async () => {
    const all = await listed({});
    expect(all.map((r) => [r.id, r.stage])).toEqual([
      [ids.live, 'live'],
      [ids.approved, 'approved'],
      [ids.delivered, 'delivered'],
      [ids.failed, 'approved'],
    ]);
  });

  it('filters by stage, release dates (a calendar month) and text on title, UPC and ISRC', async () => {
    expect((await listed({ stage: 'delivered,live' })).map((r) => r.id)).toEqual([ids.live, ids.delivered]);
    expect((await listed({ stage: 'APPROVED' })).map((r) => r.id)).toEqual([ids.approved, ids.failed]);
    expect((await listed({ releaseFrom: '2031-03-01', releaseTo: '2031-03-31' })).map((r) => r.id)).toEqual([ids.approved, ids.delivered]);
    expect((await listed({ q: 'GB-HSL-31-00003' })).map((r) => r.id)).toEqual([ids.delivered]);
    expect((await listed({ q: '5099902894546' })).map((r) => r.id)).toEqual([ids.live]);
    expect((await listed({ q: artist.artistCode })).map((r) => r.id)).toEqual([ids.live, ids.approved, ids.delivered]);
    const failed = (await staffGet('/api/staff/catalogue').query({ q: 'Broken Pipe' }).expect(200)).body.releases[0];
    expect(failed.delivery).toMatchObject({ status: 'failed', lastError: 'SFTP connection refused' });
  });

  it('refuses an unknown stage, a backwards or over-long range and a malformed date with a clear 400', async () => {
    const refused = async (query: Record<string, string>) => (await staffGet('/api/staff/catalogue').query(query).expect(400)).body.error;
    expect(await refused({ stage: 'pending' })).toBe(LABEL_CATALOGUE_MESSAGES.unknownStage('pending'));
    expect(await refused({ releaseFrom: '2031-03-31', releaseTo: '2031-03-01' })).toBe(LABEL_CATALOGUE_MESSAGES.badRange);
    expect(await refused({ releaseFrom: '2030-01-01', releaseTo: '2032-01-01' })).toBe(LABEL_CATALOGUE_MESSAGES.rangeTooLong(400));
    expect(await refused({ releaseFrom: '31/03/2031' })).toMatch(/releaseFrom must be a date/);
  });
});
