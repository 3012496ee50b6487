import type {
  CatalogueAlbum,
  CatalogueArtist,
  CatalogueSearchItem,
  CatalogueSearchType,
  CatalogueTrack,
  MusicCatalogue,
} from '../../application/ports/music-catalogue.port';
import type { CatalogueImage, CatalogueImageSource } from '../../application/ports/catalogue-image.port';
import { joinArtistNames, SPOTIFY_HOST } from '../../domain/catalogue';
import { coverSvg, portraitSvg } from './demo-artwork';
import {
  type DemoAlbumRecord,
  type DemoArtistRecord,
  type DemoCatalogueData,
  type DemoTrackRecord,
  generateDemoCatalogue,
} from './demo-catalogue.generator';
import { rankMatches, type SearchKey, searchKey } from './demo-search';

export const DEMO_IMAGE_PATH = '/api/spotify/images';
/** Artist names match too, but below titles. */
const ARTIST_NAME_PENALTY = 3;

export interface DemoMusicCatalogueOptions {
  seed?: number;
  /** Where the API serves the generated artwork (same origin by default: no external URLs). */
  imageBaseUrl?: string;
}

/** MUSIC_CATALOGUE_ADAPTER=demo: a fictional catalogue generated from a seed, with artwork served by our API. */
export class DemoMusicCatalogue implements MusicCatalogue, CatalogueImageSource {
  readonly adapterName = 'demo';
  readonly data: DemoCatalogueData;
  private readonly imageBase: string;
  private readonly artists = new Map<string, DemoArtistRecord>();
  private readonly albums = new Map<string, DemoAlbumRecord>();
  private readonly tracks = new Map<string, DemoTrackRecord>();
  private readonly keys = new Map<string, SearchKey>();
  private readonly images = new Map<string, string>();

  constructor(options: DemoMusicCatalogueOptions = {}) {
    this.data = generateDemoCatalogue(options.seed);
    this.imageBase = (options.imageBaseUrl ?? DEMO_IMAGE_PATH).replace(/\/$/, '');
    for (const a of this.data.artists) this.index(this.artists, a, a.name);
    for (const a of this.data.albums) this.index(this.albums, a, a.title);
    for (const t of this.data.tracks) this.index(this.tracks, t, t.title);
  }

  async searchArtists(query: string, limit: number): Promise<CatalogueArtist[]> {
    const found = rankMatches(
      query,
      this.data.artists,
      (a) => [{ key: this.key(a.id), penalty: 0 }],
      (a) => a.name,
      limit,
    );
    return found.map((a) => this.artistView(a));
  }

  /** Tracks first, then albums, each type up to `limit` (as the Spotify adapter answers). */
  async searchMusic(query: string, types: CatalogueSearchType[], limit: number): Promise<CatalogueSearchItem[]> {
    const keysOf = (item: { id: string; artistIds: string[] }) => [
      { key: this.key(item.id), penalty: 0 },
      ...item.artistIds.map((id) => ({ key: this.key(id), penalty: ARTIST_NAME_PENALTY })),
    ];
    const tracks = types.includes('track') ? rankMatches(query, this.data.tracks, keysOf, (t) => t.title, limit) : [];
    const albums = types.includes('album') ? rankMatches(query, this.data.albums, keysOf, (a) => a.title, limit) : [];
    return [...tracks.map((t) => this.trackItem(t)), ...albums.map((a) => this.albumItem(a))];
  }

  async getArtist(id: string): Promise<CatalogueArtist | undefined> {
    const artist = this.artists.get(id);
    return artist && this.artistView(artist);
  }

  async getAlbum(id: string): Promise<CatalogueAlbum | undefined> {
    const album = this.albums.get(id);
    if (!album) return undefined;
    const year = album.releaseDate.slice(0, 4);
    return {
      id: album.id,
      albumTitle: album.title,
      artist: this.names(album.artistIds),
      label: album.label,
      releaseDate: album.releaseDate,
      totalTracks: album.trackIds.length,
      tracks: album.trackIds.map((tid) => {
        const t = this.tracks.get(tid) as DemoTrackRecord;
        return { trackNumber: t.trackNumber, title: t.title, duration: t.durationMs, isrc: t.isrc };
      }),
      spotifyUrl: this.url('album', album.id),
      images: [{ url: this.imageUrl(album.id), width: 640, height: 640 }],
      copyrights: [
        { text: `© ${year} ${album.label}`, type: 'C' },
        { text: `℗ ${year} ${album.label}`, type: 'P' },
      ],
      upc: album.upc,
    };
  }

  async getTrack(id: string): Promise<CatalogueTrack | undefined> {
    const track = this.tracks.get(id);
    if (!track) return undefined;
    const album = this.albums.get(track.albumId) as DemoAlbumRecord;
    return {
      id: track.id,
      title: track.title,
      artist: this.names(track.artistIds),
      album: album.title,
      label: album.label,
      releaseDate: album.releaseDate,
      duration: track.durationMs,
      isrc: track.isrc,
      spotifyUrl: this.url('track', track.id),
      albumArt: this.imageUrl(album.id),
      upc: album.upc,
    };
  }

  async testConnection(): Promise<{ ok: boolean; message: string }> {
    const { artists, albums, tracks } = this.data;
    return { ok: true, message: `Demo catalogue ready: ${artists.length} artists, ${albums.length} releases, ${tracks.length} tracks` };
  }

  /** Artist portraits and release covers; a track's id gives its release's cover. */
  image(id: string): CatalogueImage | undefined {
    const cached = this.images.get(id);
    if (cached) return { contentType: 'image/svg+xml', body: cached };
    const artist = this.artists.get(id);
    const album = this.albums.get(id) ?? this.albums.get(this.tracks.get(id)?.albumId ?? '');
    const body = artist
      ? portraitSvg(artist.id, artist.name)
      : album
        ? coverSvg(album.id, album.title, this.names(album.artistIds))
        : undefined;
    if (!body) return undefined;
    this.images.set(id, body);
    return { contentType: 'image/svg+xml', body };
  }

  private index<T extends { id: string }>(map: Map<string, T>, record: T, name: string): void {
    map.set(record.id, record);
    this.keys.set(record.id, searchKey(name));
  }

  private key(id: string): SearchKey {
    return this.keys.get(id) as SearchKey;
  }

  private names(artistIds: string[]): string {
    return joinArtistNames(artistIds.map((id) => this.artists.get(id)?.name ?? ''));
  }

  private url(type: 'artist' | 'album' | 'track', id: string): string {
    return `https://${SPOTIFY_HOST}/${type}/${id}`;
  }

  private imageUrl(id: string): string {
    return `${this.imageBase}/${id}.svg`;
  }

  private artistView(a: DemoArtistRecord): CatalogueArtist {
    return { id: a.id, name: a.name, url: this.url('artist', a.id), image: this.imageUrl(a.id) };
  }

  private trackItem(t: DemoTrackRecord): CatalogueSearchItem {
    const album = this.albums.get(t.albumId) as DemoAlbumRecord;
    return {
      id: t.id,
      type: 'track',
      title: t.title,
      artist: this.names(t.artistIds),
      image: this.imageUrl(album.id),
      url: this.url('track', t.id),
      releaseDate: album.releaseDate,
    };
  }

  private albumItem(a: DemoAlbumRecord): CatalogueSearchItem {
    return {
      id: a.id,
      type: 'album',
      title: a.title,
      artist: this.names(a.artistIds),
      image: this.imageUrl(a.id),
      url: this.url('album', a.id),
      releaseDate: a.releaseDate,
    };
  }
}
