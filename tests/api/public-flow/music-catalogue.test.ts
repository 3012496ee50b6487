import request from 'supertest';
import { DemoMusicCatalogue } from '../../../adapters/music-catalogue/demo.music-catalogue';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { createPortalApp, type PortalApp } from '../../../api/app.factory';
import { type MusicCatalogue, MusicCatalogueUnavailableError } from '../../../application/ports/music-catalogue.port';
import type { CatalogueImage, CatalogueImageSource } from '../../../application/ports/catalogue-image.port';
import { LOOKUP_MESSAGES, SPOTIFY_MESSAGES } from '../../../domain/catalogue';
import { ManualClock } from '../../fakes/manual.clock';
import { testConfig } from '../../support/test-config';
import { openTestDatabase } from '../../support/test-database';

/** The demo catalogue, with an outage tests switch on (as a remote provider would fail). */
class SwitchableCatalogue implements MusicCatalogue, CatalogueImageSource {
  readonly adapterName = 'demo';
  down = false;
  /** The provider's Retry-After while it is down, when it gave one. */
  retryAfterSeconds?: number;
  constructor(readonly inner: DemoMusicCatalogue) {}
  private call<T>(run: () => Promise<T>): Promise<T> {
    if (!this.down) return run();
    return Promise.reject(new MusicCatalogueUnavailableError('Spotify answered 503 three times', this.retryAfterSeconds));
  }
  searchArtists = (q: string, l: number) => this.call(() => this.inner.searchArtists(q, l));
  searchMusic: MusicCatalogue['searchMusic'] = (q, t, l) => this.call(() => this.inner.searchMusic(q, t, l));
  getArtist = (id: string) => this.call(() => this.inner.getArtist(id));
  getAlbum = (id: string) => this.call(() => this.inner.getAlbum(id));
  getTrack = (id: string) => this.call(() => this.inner.getTrack(id));
  testConnection = () => (this.down ? Promise.resolve({ ok: false, message: 'Spotify is not answering' }) : this.inner.testConnection());
  image = (id: string): CatalogueImage | undefined => this.inner.image(id);
}

const LOOKUP_LIMIT = 40;

describe('music lookups /api/spotify/*', () => {
  let portal: PortalApp;
  let database: DatabaseHandle;
  let http: ReturnType<PortalApp['app']['getHttpServer']>;
  const clock = new ManualClock();
  const catalogue = new SwitchableCatalogue(new DemoMusicCatalogue());
  const { artists, albums, tracks } = catalogue.inner.data;

  beforeAll(async () => {
    database = await openTestDatabase();
    portal = await createPortalApp(testConfig({ RATE_LIMIT_LOOKUPS: String(LOOKUP_LIMIT) }), {
      overrides: { database, clock, musicCatalogue: catalogue },
      serveWebApp: false,
    });
    http = portal.app.getHttpServer();
  });
  afterAll(async () => {
    await portal.close();
    await database.close();
  });
  // Each test starts in a fresh rate-limit window.
  beforeEach(() => {
    clock.advance(3_600_000);
    catalogue.down = false;
    catalogue.retryAfterSeconds = undefined;
  });

  const expectError = (res: request.Response, status: number, message?: string) => {
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    if (message) expect(res.body.error).toBe(message);
  };

  /** One test per bad query string for a GET endpoint: 400, and the message where one is given. */
  const refusesQueries = (path: string, cases: [name: string, queryString: string, message: string | undefined][]) =>
    it.each(cases)('refuses %s with 400', async (_name, queryString, message) => {
      expectError(await request(http).get(`${path}${queryString}`), 400, message);
    });

  describe('GET search/artists', () => {
    it('answers artists with id, name, url and image (same-origin artwork)', async () => {
      const target = artists[2];
      const res = await request(http)
        .get('/api/spotify/search/artists')
        .query({ q: target.name.slice(0, 5), limit: 8 })
        .expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.artists.length).toBeGreaterThan(0);
      expect(res.body.artists.length).toBeLessThanOrEqual(8);
      expect(res.body.artists.map((a: { id: string }) => a.id)).toContain(target.id);
      expect(res.body.artists[0]).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        url: expect.stringMatching(/^https:\/\/open\.spotify\.com\/artist\//),
        image: expect.stringMatching(/^\/api\/spotify\/images\//),
      });
    });

    it('caps the limit at 50, defaults to 10, and an empty result is a success', async () => {
      const letter = await request(http).get('/api/spotify/search/artists?q=the&limit=500').expect(200);
      expect(letter.body.artists.length).toBeLessThanOrEqual(50);
      const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
      const counts = await Promise.all(letters.map(async (l) => (await catalogue.inner.searchMusic(l, ['track'], 50)).length));
      const busy = letters[counts.findIndex((n) => n > 10)];
      expect(busy).toBeDefined();
      expect((await request(http).get(`/api/spotify/search/music?q=${busy}&type=track`).expect(200)).body.items).toHaveLength(10);
      expect((await request(http).get(`/api/spotify/search/music?q=${busy}&type=track&limit=0`).expect(200)).body.items).toHaveLength(1);
      expect(
        (await request(http).get(`/api/spotify/search/music?q=${busy}&type=track&limit=50`).expect(200)).body.items.length,
      ).toBeGreaterThan(10);
      expect((await request(http).get('/api/spotify/search/artists?q=zzqxj').expect(200)).body).toEqual({ success: true, artists: [] });
    });

    refusesQueries('/api/spotify/search/artists', [
      ['no query', '', LOOKUP_MESSAGES.emptyQuery],
      ['an empty query', '?q=', LOOKUP_MESSAGES.emptyQuery],
      ['a blank query', '?q=%20%20', LOOKUP_MESSAGES.emptyQuery],
      ['a non-numeric limit', '?q=ab&limit=ten', 'Limit must be a whole number'],
      ['a negative limit', '?q=ab&limit=-5', 'Limit must be a whole number'],
      ['a fractional limit', '?q=ab&limit=2.5', 'Limit must be a whole number'],
      ['a repeated query', '?q=ab&q=cd', undefined],
      ['an unknown parameter', '?q=ab&debug=1', undefined],
      ['a 10 kB query', `?q=${'a'.repeat(10_240)}`, 'Search query must be at most 200 characters'],
      ['an object query', '?q[$gt]=a', undefined],
    ]);
  });

  describe('GET search/music', () => {
    it('answers tracks then albums in the §3 search-result shape, per type up to the limit', async () => {
      const album = albums[4];
      const res = await request(http).get('/api/spotify/search/music').query({ q: album.title, type: 'track,album', limit: 5 }).expect(200);
      const items = res.body.items as { id: string; type: string }[];
      expect(items.filter((i) => i.type === 'track').length).toBeLessThanOrEqual(5);
      expect(items.filter((i) => i.type === 'album').length).toBeLessThanOrEqual(5);
      expect(items.map((i) => i.type).join(',')).toMatch(/^(track,)*(album,?)*$/);
      expect(items.find((i) => i.id === album.id)).toEqual({
        id: album.id,
        type: 'album',
        title: album.title,
        artist: expect.any(String),
        image: `/api/spotify/images/${album.id}.svg`,
        url: `https://open.spotify.com/album/${album.id}`,
        releaseDate: album.releaseDate,
      });
    });

    it.each([['track'], ['album'], ['album,track'], ['']])('type=%s returns only the asked types', async (type) => {
      const res = await request(http).get('/api/spotify/search/music').query({ q: 'the', type, limit: 3 }).expect(200);
      const wanted = type === '' ? ['track', 'album'] : type.split(',');
      for (const item of res.body.items as { type: string }[]) expect(wanted).toContain(item.type);
      expect(res.body.items.length).toBeLessThanOrEqual(3 * wanted.length);
    });

    refusesQueries('/api/spotify/search/music', [
      ['an empty query', '?q=&type=track', LOOKUP_MESSAGES.emptyQuery],
      ['an unknown type', '?q=ab&type=playlist', LOOKUP_MESSAGES.searchType],
      ['a repeated type', '?q=ab&type=track,track', LOOKUP_MESSAGES.searchType],
      ['a long type', `?q=ab&type=${'track,'.repeat(2000)}`, LOOKUP_MESSAGES.searchType],
      ['a non-numeric limit', '?q=ab&limit=1e3', 'Limit must be a whole number'],
      ['an unknown parameter', '?q=ab&offset=5', undefined],
    ]);
  });

  describe('POST verify/artist', () => {
    it('verifies a pasted artist link (with query string) and gives name and image', async () => {
      const artist = artists[0];
      const res = await request(http)
        .post('/api/spotify/verify/artist')
        .send({ artistUrl: `https://open.spotify.com/artist/${artist.id}?si=abc123` })
        .expect(200);
      expect(res.body).toEqual({
        success: true,
        valid: true,
        artistName: artist.name,
        artistImage: `/api/spotify/images/${artist.id}.svg`,
        error: null,
      });
    });

    it("answers valid: false with 'Could not verify Spotify profile' for an unknown artist", async () => {
      const res = await request(http)
        .post('/api/spotify/verify/artist')
        .send({ artistUrl: 'https://open.spotify.com/artist/0000000000000000000000' })
        .expect(200);
      expect(res.body).toEqual({ success: true, valid: false, artistName: null, artistImage: null, error: SPOTIFY_MESSAGES.verifyFailed });
    });

    it.each([
      ['a missing URL', {}, SPOTIFY_MESSAGES.artistUrlRequired],
      ['a blank URL', { artistUrl: '   ' }, SPOTIFY_MESSAGES.artistUrlRequired],
      ['a track link', { artistUrl: `https://open.spotify.com/track/${tracks[0].id}` }, SPOTIFY_MESSAGES.artistUrlInvalid],
      ['another site', { artistUrl: 'https://example.com/artist/abc' }, SPOTIFY_MESSAGES.artistUrlInvalid],
    ])('refuses %s with 400 in the verification shape', async (_name, body, message) => {
      const res = await request(http).post('/api/spotify/verify/artist').send(body);
      expectError(res, 400, message);
      expect(res.body.valid).toBe(false);
    });

    it.each([
      ['a number', { artistUrl: 42 }, undefined],
      ['an array', { artistUrl: ['https://open.spotify.com/artist/x'] }, undefined],
      ['an unknown field', { artistUrl: 'https://open.spotify.com/artist/x', extra: 1 }, undefined],
      ['a 10 kB URL', { artistUrl: `https://open.spotify.com/artist/${'a'.repeat(10_240)}` }, SPOTIFY_MESSAGES.artistUrlInvalid],
    ])('refuses %s with 400', async (_name, body, message) => {
      expectError(await request(http).post('/api/spotify/verify/artist').send(body), 400, message);
    });

    it('refuses __proto__ keys, malformed JSON and non-JSON bodies', async () => {
      expectError(
        await request(http)
          .post('/api/spotify/verify/artist')
          .set('Content-Type', 'application/json')
          .send('{"__proto__":{"x":1},"artistUrl":"a"}'),
        400,
      );
      expectError(
        await request(http).post('/api/spotify/verify/artist').set('Content-Type', 'application/json').send('{"artistUrl":'),
        400,
      );
      const text = await request(http).post('/api/spotify/verify/artist').set('Content-Type', 'text/plain').send('hello');
      expect(text.status).toBe(415);
    });
  });

  describe('GET albums/{id}/metadata and tracks/{id}/metadata', () => {
    it('answers the §3 album metadata', async () => {
      const album = albums[1];
      const res = await request(http).get(`/api/spotify/albums/${album.id}/metadata`).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        albumTitle: album.title,
        label: album.label,
        releaseDate: album.releaseDate,
        totalTracks: album.trackIds.length,
        spotifyUrl: `https://open.spotify.com/album/${album.id}`,
        upc: album.upc,
        images: [{ url: `/api/spotify/images/${album.id}.svg`, width: 640, height: 640 }],
      });
      expect(res.body.copyrights).toContainEqual({ text: `℗ ${album.releaseDate.slice(0, 4)} ${album.label}`, type: 'P' });
      expect(res.body.tracks[0]).toEqual({
        trackNumber: 1,
        title: expect.any(String),
        duration: expect.any(Number),
        isrc: expect.stringMatching(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/),
      });
    });

    it('answers the §3 track metadata', async () => {
      const track = tracks[10];
      const album = albums.find((a) => a.id === track.albumId);
      const res = await request(http).get(`/api/spotify/tracks/${track.id}/metadata`).expect(200);
      expect(res.body).toEqual({
        success: true,
        id: track.id,
        title: track.title,
        artist: expect.any(String),
        album: album?.title,
        label: album?.label,
        releaseDate: album?.releaseDate,
        duration: track.durationMs,
        isrc: track.isrc,
        spotifyUrl: `https://open.spotify.com/track/${track.id}`,
        albumArt: `/api/spotify/images/${album?.id}.svg`,
        upc: album?.upc,
      });
    });

    it.each([
      ['albums', ' ', '%20', 400, LOOKUP_MESSAGES.emptyAlbumId],
      ['tracks', 'blank', '%20%09', 400, LOOKUP_MESSAGES.emptyTrackId],
      ['albums', 'unknown', '0000000000000000000000', 404, LOOKUP_MESSAGES.albumNotFound],
      ['tracks', 'unknown', '0000000000000000000000', 404, LOOKUP_MESSAGES.trackNotFound],
      ['tracks', 'an album id', albums[0].id, 404, LOOKUP_MESSAGES.trackNotFound],
      ['albums', '../x', '..%2Fx', 404, LOOKUP_MESSAGES.albumNotFound],
      ['tracks', 'NUL', '%00', 404, LOOKUP_MESSAGES.trackNotFound],
      ['albums', '__proto__', '__proto__', 404, LOOKUP_MESSAGES.albumNotFound],
      ['tracks', '10 kB', 'x'.repeat(10_240), 404, LOOKUP_MESSAGES.trackNotFound],
    ])('%s/{%s} → %s', async (kind, _label, id, status, message) => {
      expectError(await request(http).get(`/api/spotify/${kind}/${id}/metadata`), status, message);
    });

    it('odd paths stay 4xx', async () => {
      for (const path of [
        '/api/spotify/albums//metadata',
        '/api/spotify/tracks/../x/metadata',
        '/api/spotify/albums/%/metadata',
        '/api/spotify/tracks/%E0%A4%A/metadata',
      ]) {
        const res = await request(http).get(path);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
    });
  });

  describe('GET test', () => {
    it('reports the catalogue ready', async () => {
      const res = await request(http).get('/api/spotify/test').expect(200);
      expect(res.body).toEqual({ success: true, message: expect.stringMatching(/^Demo catalogue ready: 32 artists/), adapter: 'demo' });
    });

    it('answers 503 with the message when the provider does not answer', async () => {
      catalogue.down = true;
      const res = await request(http).get('/api/spotify/test');
      expectError(res, 503, 'Spotify is not answering');
    });
  });

  describe('provider outage', () => {
    it.each([
      ['get', '/api/spotify/search/artists?q=ab'],
      ['get', '/api/spotify/search/music?q=ab'],
      ['get', `/api/spotify/albums/${albums[0].id}/metadata`],
      ['get', `/api/spotify/tracks/${tracks[0].id}/metadata`],
      ['post', '/api/spotify/verify/artist'],
    ] as const)('%s %s → 503 with a plain message', async (method, path) => {
      catalogue.down = true;
      const call =
        method === 'get'
          ? request(http).get(path)
          : request(http)
              .post(path)
              .send({ artistUrl: `https://open.spotify.com/artist/${artists[0].id}` });
      const res = await call;
      expectError(res, 503, LOOKUP_MESSAGES.unavailable);
      expect(res.headers['retry-after']).toBeUndefined();
    });

    it.each([
      '/api/spotify/search/music?q=ab&type=track',
      `/api/spotify/tracks/${tracks[0].id}/metadata`,
      `/api/spotify/albums/${albums[0].id}/metadata`,
    ])('GET %s while the provider is rate-limiting → 503 with its Retry-After, no result', async (path) => {
      catalogue.down = true;
      catalogue.retryAfterSeconds = 30;
      const res = await request(http).get(path);
      expectError(res, 503, LOOKUP_MESSAGES.unavailable);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.body).toEqual({ success: false, error: LOOKUP_MESSAGES.unavailable, requestId: expect.any(String) });
    });
  });

  describe('rate limit', () => {
    it(`answers 429 with Retry-After after ${LOOKUP_LIMIT} lookups in a window, counted across lookup routes`, async () => {
      for (let i = 0; i < LOOKUP_LIMIT / 2; i++) {
        await request(http).get('/api/spotify/search/artists?q=ab').expect(200);
        await request(http).get(`/api/spotify/tracks/${tracks[i].id}/metadata`).expect(200);
      }
      const limited = await request(http)
        .post('/api/spotify/verify/artist')
        .send({ artistUrl: `https://open.spotify.com/artist/${artists[0].id}` });
      expectError(limited, 429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      // Artwork is not counted (a result page shows several covers).
      await request(http).get(`/api/spotify/images/${albums[0].id}.svg`).expect(200);
      clock.advance(3_600_000);
      await request(http).get('/api/spotify/search/artists?q=ab').expect(200);
    });
  });

  describe('GET images/{id}.svg', () => {
    it('serves a generated cover as an inert, long-cached SVG', async () => {
      const res = await request(http).get(`/api/spotify/images/${albums[0].id}.svg`).expect(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
      const svg = res.text || String(res.body);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|\son\w+=|href/i);
      await request(http).get(`/api/spotify/images/${artists[0].id}.svg`).expect(200);
    });

    it.each([
      ['an unknown id', '0000000000000000000000.svg'],
      ['another extension', `${albums[0].id}.png`],
      ['no extension', `${albums[0].id}`],
      ['a path', '..%2F..%2Fetc%2Fpasswd'],
      ['NUL', '%00.svg'],
      ['10 kB', `${'a'.repeat(10_240)}.svg`],
    ])('answers 404 for %s', async (_label, file) => {
      expectError(await request(http).get(`/api/spotify/images/${file}`), 404, 'Image not found');
    });
  });
});
