import { randomBytes } from 'node:crypto';

// The Web API's object shapes (spotify-web-api.openapi.yml: ArtistObject, SimplifiedAlbumObject, TrackObject, paging).

export interface FakeArtist {
  id: string;
  name: string;
  images: { url: string; width: number; height: number }[];
}
export interface FakeTrack {
  id: string;
  name: string;
  trackNumber: number;
  durationMs: number;
  isrc: string;
  albumId: string;
  artists: FakeArtist[];
}
export interface FakeAlbum {
  id: string;
  name: string;
  artists: FakeArtist[];
  label: string;
  upc: string;
  releaseDate: string;
  albumType: string;
  tracks: FakeTrack[];
}

export const base62 = () => {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return Array.from(randomBytes(22), (b) => alphabet[b % 62]).join('');
};

/** JSON builders for the fake's objects; `origin()` is the fake's own base URL (known once it listens). */
export function spotifyJson(origin: () => string, albums: ReadonlyMap<string, FakeAlbum>) {
  const artistRef = (a: FakeArtist) => ({
    id: a.id,
    name: a.name,
    type: 'artist',
    uri: `spotify:artist:${a.id}`,
    href: `${origin()}/v1/artists/${a.id}`,
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
    href: `${origin()}/v1/albums/${al.id}`,
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
    href: `${origin()}/v1/tracks/${t.id}`,
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
  return { artistRef, artistJson, images, simplifiedAlbum, simplifiedTrack, fullTrack, paging };
}
