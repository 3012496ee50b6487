import type {
  ArtistSuggestion as CatalogArtist,
  CatalogAlbum,
  CatalogTrack,
  CatalogTrackSummary,
  MusicSearchResult as CatalogSearchItem,
} from '../../contracts/catalog.contract';
import { AppError } from '../errors/app-error';

export type { CatalogAlbum, CatalogArtist, CatalogSearchItem, CatalogTrack, CatalogTrackSummary };

export type CatalogSearchType = 'track' | 'album';

/** Looks up artists and music (built-in demo catalogue, or Spotify's Web API). */
export interface MusicCatalog {
  readonly adapterName: string;
  searchArtists(query: string, limit: number): Promise<CatalogArtist[]>;
  searchMusic(query: string, types: CatalogSearchType[], limit: number): Promise<CatalogSearchItem[]>;
  getArtist(id: string): Promise<CatalogArtist | undefined>;
  getAlbum(id: string): Promise<CatalogAlbum | undefined>;
  getTrack(id: string): Promise<CatalogTrack | undefined>;
  testConnection(): Promise<{ ok: boolean; message: string }>;
}
export const MUSIC_CATALOG = Symbol('MusicCatalog');

/** Thrown by remote adapters when the provider is down or keeps rate-limiting us; says when to ask again if known. */
export class MusicCatalogUnavailableError extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super('unavailable', message, { retryAfterSeconds });
  }
}
