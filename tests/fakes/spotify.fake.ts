import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicCredentials, type Fault, FaultQueue, readBody, sendJson, startFakeServer } from './fake-http';
import { base62, type FakeAlbum, type FakeArtist, type FakeTrack, spotifyJson } from './spotify.fake-json';
import { searchAnswer } from './spotify.fake-search';

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

const VALID_ID = /^[0-9A-Za-z]{22}$/;

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
  const json = spotifyJson(() => origin, albums);
  const { artistJson, images, simplifiedAlbum, simplifiedTrack, fullTrack, paging } = json;

  const webError = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { error: { status, message } });

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
    const answer = searchAnswer(url, { artists, albums, tracks }, json, origin);
    return 'error' in answer ? webError(res, 400, answer.error) : sendJson(res, 200, answer.body);
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
    if (!fault) return webApi(url, res);
    const message = fault.status === 429 ? 'API rate limit exceeded' : 'Service unavailable';
    sendJson(res, fault.status, fault.body ?? { error: { status: fault.status, message } }, fault.headers);
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
