import type { FakeAlbum, FakeArtist, FakeTrack, spotifyJson } from './spotify.fake-json';

const SEARCH_TYPES = ['album', 'artist', 'playlist', 'track', 'show', 'episode', 'audiobook'];

interface Catalogue {
  artists: ReadonlyMap<string, FakeArtist>;
  albums: ReadonlyMap<string, FakeAlbum>;
  tracks: ReadonlyMap<string, FakeTrack>;
}

/** GET /v1/search as Spotify answers it: its 400 messages for bad arguments, else one paging object per type asked. */
export function searchAnswer(
  url: URL,
  { artists, albums, tracks }: Catalogue,
  { artistJson, fullTrack, simplifiedAlbum, paging }: ReturnType<typeof spotifyJson>,
  origin: string,
): { error: string } | { body: Record<string, unknown> } {
  const q = url.searchParams.get('q');
  const types = (url.searchParams.get('type') ?? '').split(',').filter(Boolean);
  const limit = Number(url.searchParams.get('limit') ?? 5);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  if (!q) return { error: 'No search query' };
  if (types.length === 0) return { error: 'Missing parameter type' };
  if (types.some((t) => !SEARCH_TYPES.includes(t))) return { error: 'Bad search type field' };
  if (!Number.isInteger(limit) || limit < 1 || limit > 10) return { error: 'Invalid limit' };
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000) return { error: 'Invalid offset' };
  const hit = (name: string) => name.toLowerCase().includes(q.toLowerCase());
  const href = `${origin}/v1/search?q=${encodeURIComponent(q)}&type=`;
  const body: Record<string, unknown> = {};
  if (types.includes('artist'))
    body.artists = paging(`${href}artist`, [...artists.values()].filter((a) => hit(a.name)).map(artistJson), limit, offset);
  if (types.includes('track'))
    body.tracks = paging(`${href}track`, [...tracks.values()].filter((t) => hit(t.name)).map(fullTrack), limit, offset);
  if (types.includes('album'))
    body.albums = paging(`${href}album`, [...albums.values()].filter((a) => hit(a.name)).map(simplifiedAlbum), limit, offset);
  return { body };
}
