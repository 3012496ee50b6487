// The parts of Spotify's Web API objects this adapter reads (../shared/vendor-api/spotify-web-api.openapi.yml).
export interface SpotifyImage {
  url: string;
  width: number | null;
  height: number | null;
}

export interface SpotifySimplifiedArtist {
  id: string;
  name: string;
  external_urls?: { spotify?: string };
}

export interface SpotifyArtist extends SpotifySimplifiedArtist {
  images?: SpotifyImage[];
}

export interface SpotifySimplifiedAlbum {
  id: string;
  name: string;
  album_type: string;
  total_tracks: number;
  release_date: string;
  images: SpotifyImage[];
  external_urls: { spotify?: string };
  artists: SpotifySimplifiedArtist[];
}

export interface SpotifySimplifiedTrack {
  id: string;
  name: string;
  track_number: number;
  duration_ms: number;
  artists: SpotifySimplifiedArtist[];
}

export interface SpotifyPaging<T> {
  items: T[];
  limit: number;
  offset: number;
  total: number;
  next: string | null;
}

export interface SpotifyAlbum extends SpotifySimplifiedAlbum {
  tracks: SpotifyPaging<SpotifySimplifiedTrack>;
  copyrights: { text: string; type: string }[];
  external_ids: { isrc?: string; ean?: string; upc?: string };
  label?: string;
}

export interface SpotifyTrack extends SpotifySimplifiedTrack {
  album: SpotifySimplifiedAlbum;
  external_ids?: { isrc?: string; ean?: string; upc?: string };
  external_urls?: { spotify?: string };
}

export interface SpotifySearchResult {
  artists?: SpotifyPaging<SpotifyArtist>;
  tracks?: SpotifyPaging<SpotifyTrack>;
  albums?: SpotifyPaging<SpotifySimplifiedAlbum>;
}

export interface SpotifyTokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
}
