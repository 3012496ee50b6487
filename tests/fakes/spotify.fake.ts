import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicCredentials, type Fault, FaultQueue, readBody, sendJson, startFakeServer } from './fake-http';

/**
 * A local server answering as Spotify's accounts service (POST /api/token, client credentials) and Web API
 * under /v1 (search, artists, albums with track paging, tracks), with Spotify's error bodies: accounts
 * `{error, error_description}`, Web API `{error: {status, message}}`. `faults` injects single 429/5xx answers;
 * `rateLimit` and `outage` hold every Web API call until `lift`, as Spotify does while an app is over its limit.
 */
export interface FakeSpotify {
  apiUrl: string;
  accountsUrl: string;
  clientId: string;
  clientSecret: string;
  faults: FaultQueue;
  /** Faults for the accounts service only. */
  tokenFaults: FaultQueue;
  /** Requests seen ('GET /v1/search?...', 'POST /api/token'). */
  log: string[];
  tokensIssued: number;
  /** Every request received since the fake started (the log is cleared between tests; this is not). */
  requests: number;
  /** Until `lift()`, every Web API call answers 429 with `Retry-After: retryAfterSeconds` (Spotify's rolling window). */
  rateLimit(retryAfterSeconds: number): void;
  /** Until `lift()`, every Web API call answers this 5xx (an outage). */
  outage(status: number): void;
  lift(): void;
  /** Revokes every issued token (the next Web API call answers 401). */
  expireTokens(): void;
  addArtist(input: { name: string; images?: number }): FakeArtist;
  addAlbum(input: {
    name: string;
    artists: FakeArtist[];
    label?: string;
    upc?: string;
    releaseDate?: string;
    tracks: number;
    albumType?: string;
  }): FakeAlbum;
  close(): Promise<void>;
}

interface FakeArtist {
  id: string;
  name: string;
  images: { url: string; width: number; height: number }[];
}
interface FakeTrack {
  id: string;
  name: string;
  trackNumber: number;
  durationMs: number;
  isrc: string;
  albumId: string;
  artists: FakeArtist[];
}
interface FakeAlbum {
  id: string;
  name: string;
  artists: FakeArtist[];
  label: string;
  upc: string;
  releaseDate: string;
  albumType: string;
  tracks: FakeTrack[];
}

const base62 = () => {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return Array.from(randomBytes(22), (b) => alphabet[b % 62]).join('');
};
const VALID_ID = /^[0-9A-Za-z]{22}$/;
const SEARCH_TYPES = ['album', 'artist', 'playlist', 'track', 'show', 'episode', 'audiobook'];

export async function startFakeSpotify(options: { tokenTtlSeconds?: number } = {}): Promise<FakeSpotify> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  const tokens = new Map<string, number>();
  const artists = new Map<string, FakeArtist>();
  const albums = new Map<string, FakeAlbum>();
  const tracks = new Map<string, FakeTrack>();
  const faults = new FaultQueue();
  const tokenFaults = new FaultQueue();
  const log: string[] = [];
  let origin = '';
  let held: Fault | undefined;

  const webError = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { error: { status, message } });
  const artistRef = (a: FakeArtist) => ({
    id: a.id,
    name: a.name,
    type: 'artist',
    uri: `spotify:artist:${a.id}`,
    href: `${origin}/v1/artists/${a.id}`,
    external_urls: { spotify: `https://open.spotify.com/artist/${a.id}` },
  });
  const artistJson = (a: FakeArtist) => ({
    ...artistRef(a),
    images: a.images,
    genres: [],
    popularity: 10,
    followers: { href: null, total: 1 },
  });
  const images = (seed: string) =>
    [640, 300, 64].map((size) => ({ url: `https://i.scdn.co/image/${seed}-${size}`, width: size, height: size }));
  const simplifiedAlbum = (al: FakeAlbum) => ({
    id: al.id,
    name: al.name,
    album_type: al.albumType,
    total_tracks: al.tracks.length,
    available_markets: ['GB'],
    external_urls: { spotify: `https://open.spotify.com/album/${al.id}` },
    href: `${origin}/v1/albums/${al.id}`,
    images: images(al.id),
    release_date: al.releaseDate,
    release_date_precision: 'day',
    type: 'album',
    uri: `spotify:album:${al.id}`,
    artists: al.artists.map(artistRef),
  });
  const simplifiedTrack = (t: FakeTrack) => ({
    id: t.id,
    name: t.name,
    track_number: t.trackNumber,
    disc_number: 1,
    duration_ms: t.durationMs,
    explicit: false,
    type: 'track',
    uri: `spotify:track:${t.id}`,
    href: `${origin}/v1/tracks/${t.id}`,
    is_local: false,
    artists: t.artists.map(artistRef),
    external_urls: { spotify: `https://open.spotify.com/track/${t.id}` },
  });
  const fullTrack = (t: FakeTrack) => ({
    ...simplifiedTrack(t),
    album: simplifiedAlbum(albums.get(t.albumId) as FakeAlbum),
    external_ids: { isrc: t.isrc },
    popularity: 5,
  });
  const paging = <T>(href: string, all: T[], limit: number, offset: number) => {
    const next = offset + limit < all.length ? `${href}${href.includes('?') ? '&' : '?'}offset=${offset + limit}&limit=${limit}` : null;
    return { href, items: all.slice(offset, offset + limit), limit, offset, total: all.length, next, previous: offset > 0 ? href : null };
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const fault = tokenFaults.take();
    if (fault) return sendJson(res, fault.status, fault.body ?? { error: 'server_error' }, fault.headers);
    const body = new URLSearchParams(await readBody(req));
    const credentials = basicCredentials(req);
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return sendJson(res, 400, { error: 'invalid_request', error_description: 'Only application/x-www-form-urlencoded is supported' });
    if (body.get('grant_type') !== 'client_credentials')
      return sendJson(res, 400, { error: 'unsupported_grant_type', error_description: 'grant_type parameter is missing' });
    if (credentials?.user !== clientId || credentials.password !== clientSecret)
      return sendJson(res, 400, { error: 'invalid_client', error_description: 'Invalid client' });
    const value = randomBytes(24).toString('base64url');
    const ttl = options.tokenTtlSeconds ?? 3600;
    tokens.set(value, Date.now() + ttl * 1000);
    fake.tokensIssued++;
    sendJson(res, 200, { access_token: value, token_type: 'Bearer', expires_in: ttl });
  };

  const search = (url: URL, res: ServerResponse) => {
    const q = url.searchParams.get('q');
    const types = (url.searchParams.get('type') ?? '').split(',').filter(Boolean);
    const limit = Number(url.searchParams.get('limit') ?? 5);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    if (!q) return webError(res, 400, 'No search query');
    if (types.length === 0) return webError(res, 400, 'Missing parameter type');
    if (types.some((t) => !SEARCH_TYPES.includes(t))) return webError(res, 400, 'Bad search type field');
    if (!Number.isInteger(limit) || limit < 1 || limit > 10) return webError(res, 400, 'Invalid limit');
    if (!Number.isInteger(offset) || offset < 0 || offset > 1000) return webError(res, 400, 'Invalid offset');
    const hit = (name: string) => name.toLowerCase().includes(q.toLowerCase());
    const href = `${origin}/v1/search?q=${encodeURIComponent(q)}&type=`;
    const body: Record<string, unknown> = {};
    if (types.includes('artist'))
      body.artists = paging(`${href}artist`, [...artists.values()].filter((a) => hit(a.name)).map(artistJson), limit, offset);
    if (types.includes('track'))
      body.tracks = paging(`${href}track`, [...tracks.values()].filter((t) => hit(t.name)).map(fullTrack), limit, offset);
    if (types.includes('album'))
      body.albums = paging(`${href}album`, [...albums.values()].filter((a) => hit(a.name)).map(simplifiedAlbum), limit, offset);
    sendJson(res, 200, body);
  };

  const webApi = (url: URL, res: ServerResponse) => {
    const parts = url.pathname.split('/').slice(2);
    if (parts[0] === 'search' && parts.length === 1) return search(url, res);
    const [kind, id, sub] = parts;
    if (!['artists', 'albums', 'tracks'].includes(kind) || !id || (sub && !(kind === 'albums' && sub === 'tracks')))
      return webError(res, 404, 'Service not found');
    if (!VALID_ID.test(id)) return webError(res, 400, 'Invalid base62 id');
    if (kind === 'artists')
      return artists.has(id) ? sendJson(res, 200, artistJson(artists.get(id) as FakeArtist)) : webError(res, 404, 'Resource not found');
    if (kind === 'tracks')
      return tracks.has(id) ? sendJson(res, 200, fullTrack(tracks.get(id) as FakeTrack)) : webError(res, 404, 'Resource not found');
    const album = albums.get(id);
    if (!album) return webError(res, 404, 'Resource not found');
    const trackList = album.tracks.map(simplifiedTrack);
    if (sub === 'tracks') {
      const limit = Number(url.searchParams.get('limit') ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 50) return webError(res, 400, 'Invalid limit');
      return sendJson(res, 200, paging(`${origin}/v1/albums/${id}/tracks`, trackList, limit, Number(url.searchParams.get('offset') ?? 0)));
    }
    sendJson(res, 200, {
      ...simplifiedAlbum(album),
      tracks: paging(`${origin}/v1/albums/${id}/tracks`, trackList, 50, 0),
      copyrights: [
        { text: `(C) ${album.releaseDate.slice(0, 4)} ${album.label}`, type: 'C' },
        { text: `(P) ${album.releaseDate.slice(0, 4)} ${album.label}`, type: 'P' },
      ],
      external_ids: { upc: album.upc },
      genres: [],
      label: album.label,
      popularity: 3,
    });
  };

  const server = await startFakeServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    log.push(`${req.method} ${url.pathname}${url.search}`);
    fake.requests++;
    if (req.method === 'POST' && url.pathname === '/api/token') return token(req, res);
    if (req.method !== 'GET' || !url.pathname.startsWith('/v1/')) return webError(res, 404, 'Service not found');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) return webError(res, 401, 'No token provided');
    const expiry = tokens.get(bearer);
    if (expiry === undefined) return webError(res, 401, 'Invalid access token');
    if (expiry <= Date.now()) return webError(res, 401, 'The access token expired');
    const fault = faults.take() ?? held;
    if (fault)
      return sendJson(
        res,
        fault.status,
        fault.body ?? {
          error: { status: fault.status, message: fault.status === 429 ? 'API rate limit exceeded' : 'Service unavailable' },
        },
        fault.headers,
      );
    webApi(url, res);
  });
  origin = server.url;

  const fake: FakeSpotify = {
    apiUrl: `${server.url}/v1`,
    accountsUrl: server.url,
    clientId,
    clientSecret,
    faults,
    tokenFaults,
    log,
    tokensIssued: 0,
    requests: 0,
    rateLimit(retryAfterSeconds) {
      held = { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } };
    },
    outage(status) {
      held = { status, headers: {} };
    },
    lift() {
      held = undefined;
    },
    expireTokens: () => tokens.clear(),
    addArtist(input) {
      const artist = { id: base62(), name: input.name, images: input.images === 0 ? [] : images(input.name.replace(/\W/g, '')) };
      artists.set(artist.id, artist);
      return artist;
    },
    addAlbum(input) {
      const album: FakeAlbum = {
        id: base62(),
        name: input.name,
        artists: input.artists,
        label: input.label ?? 'Harbour Records',
        upc: input.upc ?? '5060000000001',
        releaseDate: input.releaseDate ?? '2024-05-17',
        albumType: input.albumType ?? (input.tracks === 1 ? 'single' : 'album'),
        tracks: [],
      };
      for (let n = 1; n <= input.tracks; n++) {
        const track = {
          id: base62(),
          name: input.tracks === 1 ? input.name : `${input.name} ${n}`,
          trackNumber: n,
          durationMs: 180_000 + n * 1000,
          isrc: `GBXYZ24${String(n).padStart(5, '0')}`,
          albumId: album.id,
          artists: input.artists,
        };
        album.tracks.push(track);
        tracks.set(track.id, track);
      }
      albums.set(album.id, album);
      return album;
    },
    close: () => server.close(),
  };
  return fake;
}
