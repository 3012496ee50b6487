import type {
  AlbumMetadata,
  ArtistSuggestion,
  MusicSearchResult,
  SearchArtistsResponse,
  SearchMusicResponse,
  TrackMetadata,
  VerifyArtistResponse,
} from '@wire';
import { LOOKUP_MESSAGES } from '@domain/catalogue';
import { ApiError } from './api-error';
import { type HttpClient, requestJson } from './http-client';

export type { AlbumMetadata, ArtistSuggestion, MusicSearchResult, TrackMetadata };

/** The music lookup client (public flow §7 /api/spotify/*), with the spec's fallback messages. */
export interface CatalogueGateway {
  searchArtists(query: string, limit: number): Promise<ArtistSuggestion[]>;
  verifyArtist(artistUrl: string): Promise<VerifyArtistResponse>;
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

export function createCatalogueGateway(http: HttpClient): CatalogueGateway {
  return {
    searchArtists: (q, limit) =>
      withFallback(
        async () => (await requestJson<SearchArtistsResponse>(http, 'spotify/search/artists', { searchParams: { q, limit } })).artists,
        LOOKUP_MESSAGES.artistSearchError,
      ),
    verifyArtist: (artistUrl) =>
      withFallback(
        () => requestJson<VerifyArtistResponse>(http, 'spotify/verify/artist', { method: 'post', json: { artistUrl } }),
        LOOKUP_MESSAGES.verifyError,
      ),
    searchMusic: (q, type, limit) =>
      withFallback(
        async () => (await requestJson<SearchMusicResponse>(http, 'spotify/search/music', { searchParams: { q, type, limit } })).items,
        LOOKUP_MESSAGES.musicSearchError,
      ),
    albumMetadata: (id) =>
      withFallback(
        () => requestJson<AlbumMetadata>(http, `spotify/albums/${encodeURIComponent(id)}/metadata`),
        LOOKUP_MESSAGES.albumMetadataError,
      ),
    trackMetadata: (id) =>
      withFallback(
        () => requestJson<TrackMetadata>(http, `spotify/tracks/${encodeURIComponent(id)}/metadata`),
        LOOKUP_MESSAGES.trackMetadataError,
      ),
  };
}
