import { LOOKUP_MESSAGES } from '../../../domain/catalogue';
import { ApiError } from './api-error';
import { type HttpClient, requestJson } from './http-client';

export interface ArtistSuggestion {
  id: string;
  name: string;
  url: string;
  image: string | null;
}

export interface ArtistVerification {
  valid: boolean;
  artistName?: string;
  artistImage?: string | null;
  error?: string;
}

export interface MusicSearchResult {
  id: string;
  type: 'track' | 'album';
  title: string;
  artist: string;
  image: string | null;
  url: string;
  releaseDate: string;
}

export interface AlbumMetadata {
  albumTitle: string;
  artist: string;
  label: string;
  releaseDate: string;
  totalTracks: number;
  tracks: { trackNumber: number; title: string; duration: number; isrc: string }[];
  spotifyUrl: string;
  images: { url: string }[] | string[];
  copyrights: ({ text: string } | string)[];
  upc: string;
}

export interface TrackMetadata {
  title: string;
  artist: string;
  album: string;
  label: string;
  releaseDate: string;
  duration: number;
  isrc: string;
  spotifyUrl: string;
  albumArt: string | null;
  upc: string;
}

/** The music lookup client (public flow §7 /api/spotify/*), with the spec's fallback messages. */
export interface CatalogGateway {
  searchArtists(query: string, limit: number): Promise<ArtistSuggestion[]>;
  verifyArtist(artistUrl: string): Promise<ArtistVerification>;
  searchMusic(query: string, type: 'track' | 'album', limit: number): Promise<MusicSearchResult[]>;
  albumMetadata(id: string): Promise<AlbumMetadata>;
  trackMetadata(id: string): Promise<TrackMetadata>;
}

async function withFallback<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) throw error;
    throw new ApiError(error instanceof Error && error.message ? error.message : fallback, error instanceof ApiError ? error.status : 0);
  }
}

export function createCatalogGateway(http: HttpClient): CatalogGateway {
  return {
    searchArtists: (q, limit) =>
      withFallback(async () => {
        const body = await requestJson<{ success: boolean; artists?: ArtistSuggestion[]; error?: string }>(http, 'spotify/search/artists', { searchParams: { q, limit } });
        if (!body.success) throw new ApiError(body.error ?? LOOKUP_MESSAGES.searchFailed, 200);
        return body.artists ?? [];
      }, LOOKUP_MESSAGES.artistSearchError),
    verifyArtist: (artistUrl) =>
      withFallback(
        () => requestJson<ArtistVerification>(http, 'spotify/verify/artist', { method: 'post', json: { artistUrl } }),
        LOOKUP_MESSAGES.verifyError,
      ),
    searchMusic: (q, type, limit) =>
      withFallback(async () => {
        const body = await requestJson<{ success: boolean; items?: MusicSearchResult[]; error?: string }>(http, 'spotify/search/music', { searchParams: { q, type, limit } });
        if (!body.success) throw new ApiError(body.error ?? LOOKUP_MESSAGES.searchFailed, 200);
        return body.items ?? [];
      }, LOOKUP_MESSAGES.musicSearchError),
    albumMetadata: (id) =>
      withFallback(() => requestJson<AlbumMetadata>(http, `spotify/albums/${encodeURIComponent(id)}/metadata`), LOOKUP_MESSAGES.albumMetadataError),
    trackMetadata: (id) =>
      withFallback(() => requestJson<TrackMetadata>(http, `spotify/tracks/${encodeURIComponent(id)}/metadata`), LOOKUP_MESSAGES.trackMetadataError),
  };
}
