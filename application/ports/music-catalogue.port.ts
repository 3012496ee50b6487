import type {
  ArtistSuggestion as CatalogueArtist,
  CatalogueAlbum,
  CatalogueTrack,
  CatalogueTrackSummary,
  MusicSearchResult as CatalogueSearchItem,
} from '../../wire/catalogue.wire';
import { AppError } from '../errors/app-error';

export type { CatalogueAlbum, CatalogueArtist, CatalogueSearchItem, CatalogueTrack, CatalogueTrackSummary };

export type CatalogueSearchType = 'track' | 'album';

/** Looks up artists and music (built-in demo catalogue, or Spotify's Web API). */
export interface MusicCatalogue {
  readonly adapterName: string;
  searchArtists(query: string, limit: number): Promise<CatalogueArtist[]>;
  searchMusic(query: string, types: CatalogueSearchType[], limit: number): Promise<CatalogueSearchItem[]>;
  getArtist(id: string): Promise<CatalogueArtist | undefined>;
  getAlbum(id: string): Promise<CatalogueAlbum | undefined>;
  getTrack(id: string): Promise<CatalogueTrack | undefined>;
  testConnection(): Promise<{ ok: boolean; message: string }>;
}
export const MUSIC_CATALOGUE = Symbol('MusicCatalogue');

/** Thrown by remote adapters when the provider is down or keeps rate-limiting us; says when to ask again if known. */
export class MusicCatalogueUnavailableError extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super('unavailable', message, { retryAfterSeconds });
  }
}
