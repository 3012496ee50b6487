import type {
  CatalogueAlbum,
  CatalogueArtist,
  CatalogueSearchItem,
  CatalogueTrack,
  CatalogueTrackSummary,
} from '../../application/ports/music-catalogue.port';
import type {
  SpotifyAlbum,
  SpotifyArtist,
  SpotifyImage,
  SpotifySimplifiedAlbum,
  SpotifySimplifiedArtist,
  SpotifySimplifiedTrack,
  SpotifyTrack,
} from './spotify-web-api.types';

const WEB = 'https://open.spotify.com';

export const artistNames = (artists: SpotifySimplifiedArtist[]): string => artists.map((a) => a.name).join(', ');
/** Spotify lists images widest first. */
const firstImage = (images: SpotifyImage[] | undefined): string => images?.[0]?.url ?? '';

export function toCatalogueArtist(artist: SpotifyArtist): CatalogueArtist {
  return {
    id: artist.id,
    name: artist.name,
    url: artist.external_urls?.spotify ?? `${WEB}/artist/${artist.id}`,
    image: firstImage(artist.images),
  };
}

export function trackSearchItem(track: SpotifyTrack): CatalogueSearchItem {
  return {
    id: track.id,
    type: 'track',
    title: track.name,
    artist: artistNames(track.artists),
    image: firstImage(track.album.images),
    url: track.external_urls?.spotify ?? `${WEB}/track/${track.id}`,
    releaseDate: track.album.release_date,
  };
}

export function albumSearchItem(album: SpotifySimplifiedAlbum): CatalogueSearchItem {
  return {
    id: album.id,
    type: 'album',
    title: album.name,
    artist: artistNames(album.artists),
    image: firstImage(album.images),
    url: album.external_urls.spotify ?? `${WEB}/album/${album.id}`,
    releaseDate: album.release_date,
  };
}

export function toTrackSummary(track: SpotifySimplifiedTrack, isrc: string): CatalogueTrackSummary {
  return { trackNumber: track.track_number, title: track.name, duration: track.duration_ms, isrc };
}

export function toCatalogueAlbum(album: SpotifyAlbum, tracks: CatalogueTrackSummary[]): CatalogueAlbum {
  return {
    id: album.id,
    albumTitle: album.name,
    artist: artistNames(album.artists),
    label: album.label ?? '',
    releaseDate: album.release_date,
    totalTracks: album.total_tracks,
    tracks,
    spotifyUrl: album.external_urls.spotify ?? `${WEB}/album/${album.id}`,
    images: album.images.map((i) => ({ url: i.url, width: i.width ?? 0, height: i.height ?? 0 })),
    copyrights: album.copyrights.map((c) => ({ text: c.text, type: c.type })),
    upc: album.external_ids.upc ?? album.external_ids.ean ?? '',
  };
}

/** A track's label and UPC belong to its album, which the track object only carries in simplified form. */
export function toCatalogueTrack(track: SpotifyTrack, album: SpotifyAlbum | undefined): CatalogueTrack {
  return {
    id: track.id,
    title: track.name,
    artist: artistNames(track.artists),
    album: track.album.name,
    label: album?.label ?? '',
    releaseDate: track.album.release_date,
    duration: track.duration_ms,
    isrc: track.external_ids?.isrc ?? '',
    spotifyUrl: track.external_urls?.spotify ?? `${WEB}/track/${track.id}`,
    albumArt: firstImage(track.album.images),
    upc: album?.external_ids.upc ?? album?.external_ids.ean ?? '',
  };
}
