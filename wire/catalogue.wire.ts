/** GET /api/spotify/search/artists?q=&limit= */
export interface ArtistSuggestion {
  id: string;
  name: string;
  url: string;
  image: string;
}

export interface SearchArtistsResponse {
  success: true;
  artists: ArtistSuggestion[];
}

/** GET /api/spotify/search/music?q=&type=track|album&limit= */
export interface MusicSearchResult {
  id: string;
  type: 'track' | 'album';
  title: string;
  /** Artist names joined by commas. */
  artist: string;
  image: string;
  url: string;
  releaseDate: string;
}

export interface SearchMusicResponse {
  success: true;
  items: MusicSearchResult[];
}

/** POST /api/spotify/verify/artist */
export interface VerifyArtistRequest {
  artistUrl: string;
}

export interface VerifyArtistResponse {
  success: true;
  valid: boolean;
  artistName: string | null;
  artistImage: string | null;
  error: string | null;
}

/** An album as the music catalogue describes it. */
export interface CatalogueAlbum {
  id: string;
  albumTitle: string;
  artist: string;
  label: string;
  releaseDate: string;
  totalTracks: number;
  tracks: CatalogueTrackSummary[];
  spotifyUrl: string;
  images: { url: string; width: number; height: number }[];
  copyrights: { text: string; type: string }[];
  upc: string;
}

export interface CatalogueTrackSummary {
  trackNumber: number;
  title: string;
  duration: number;
  isrc: string;
}

/** A track as the music catalogue describes it (duration in milliseconds). */
export interface CatalogueTrack {
  id: string;
  title: string;
  artist: string;
  album: string;
  label: string;
  releaseDate: string;
  duration: number;
  isrc: string;
  spotifyUrl: string;
  albumArt: string;
  upc: string;
}

/** GET /api/spotify/albums/:id/metadata */
export interface AlbumMetadata extends CatalogueAlbum {
  success: true;
}

/** GET /api/spotify/tracks/:id/metadata */
export interface TrackMetadata extends CatalogueTrack {
  success: true;
}

/** GET /api/spotify/test */
export interface CatalogueConnectionResponse {
  success: true;
  message: string;
  adapter: string;
}
