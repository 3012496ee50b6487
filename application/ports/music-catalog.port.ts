import { AppError } from '../errors/app-error';

export interface CatalogArtist {
  id: string;
  name: string;
  url: string;
  image: string;
}

export interface CatalogSearchItem {
  id: string;
  type: 'track' | 'album';
  title: string;
  /** Artist names joined by commas. */
  artist: string;
  image: string;
  url: string;
  releaseDate: string;
}

export interface CatalogTrackSummary {
  trackNumber: number;
  title: string;
  duration: number;
  isrc: string;
}

export interface CatalogAlbum {
  id: string;
  albumTitle: string;
  artist: string;
  label: string;
  releaseDate: string;
  totalTracks: number;
  tracks: CatalogTrackSummary[];
  spotifyUrl: string;
  images: { url: string; width: number; height: number }[];
  copyrights: { text: string; type: string }[];
  upc: string;
}

export interface CatalogTrack {
  id: string;
  title: string;
  artist: string;
  album: string;
  label: string;
  releaseDate: string;
  /** Milliseconds. */
  duration: number;
  isrc: string;
  spotifyUrl: string;
  albumArt: string;
  upc: string;
}

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

/** Thrown by remote adapters when the provider is down or keeps rate-limiting us. */
export class MusicCatalogUnavailableError extends AppError {
  constructor(message: string) {
    super('unavailable', message);
  }
}
