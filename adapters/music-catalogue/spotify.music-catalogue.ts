import type {
  CatalogueAlbum,
  CatalogueArtist,
  CatalogueSearchItem,
  CatalogueSearchType,
  CatalogueTrack,
  CatalogueTrackSummary,
  MusicCatalogue,
} from '../../application/ports/music-catalogue.port';
import { MusicCatalogueUnavailableError } from '../../application/ports/music-catalogue.port';
import { type RetryPolicy, retryPolicy } from '../http/retry-policy';
import { SpotifyApiClient, type SpotifyCredentials } from './spotify-api.client';
import { albumSearchItem, toCatalogueAlbum, toCatalogueArtist, toCatalogueTrack, toTrackSummary, trackSearchItem } from './spotify.mapping';
import type {
  SpotifyAlbum,
  SpotifyArtist,
  SpotifyPaging,
  SpotifySearchResult,
  SpotifySimplifiedTrack,
  SpotifyTrack,
} from './spotify-web-api.types';

/** Our API caps lookups at 50; Spotify's search answers at most 10 per type and page, so we page. */
const MAX_RESULTS = 50;
const SEARCH_PAGE = 10;
const ALBUM_TRACKS_PAGE = 50;
/** ISRCs are only on full track objects: looked up a few at a time for albums up to this size. */
const ISRC_LOOKUP_LIMIT = 100;
const ISRC_CONCURRENCY = 4;
const SPOTIFY_ID = /^[0-9A-Za-z]{1,64}$/;

/** MUSIC_CATALOGUE_ADAPTER=spotify: Spotify's Web API with an app (client-credentials) token. */
export class SpotifyMusicCatalogue implements MusicCatalogue {
  readonly adapterName = 'spotify';
  private readonly api: SpotifyApiClient;

  constructor(credentials: SpotifyCredentials, options: { retry?: Partial<RetryPolicy>; now?: () => number } = {}) {
    this.api = new SpotifyApiClient(credentials, retryPolicy(options.retry), options.now);
  }

  async searchArtists(query: string, limit: number): Promise<CatalogueArtist[]> {
    const artists = await this.search(query, 'artist', limit, (r) => r.artists);
    return artists.map(toCatalogueArtist);
  }

  /** Tracks first, then albums, each type up to `limit`. */
  async searchMusic(query: string, types: CatalogueSearchType[], limit: number): Promise<CatalogueSearchItem[]> {
    const wanted = (['track', 'album'] as const).filter((t) => types.includes(t));
    const [tracks, albums] = await Promise.all([
      wanted.includes('track') ? this.search(query, 'track', limit, (r) => r.tracks) : [],
      wanted.includes('album') ? this.search(query, 'album', limit, (r) => r.albums) : [],
    ]);
    return [...tracks.map(trackSearchItem), ...albums.map(albumSearchItem)];
  }

  async getArtist(id: string): Promise<CatalogueArtist | undefined> {
    if (!SPOTIFY_ID.test(id)) return undefined;
    const artist = await this.api.get<SpotifyArtist>(`/artists/${id}`);
    return artist && toCatalogueArtist(artist);
  }

  async getAlbum(id: string): Promise<CatalogueAlbum | undefined> {
    if (!SPOTIFY_ID.test(id)) return undefined;
    const album = await this.api.get<SpotifyAlbum>(`/albums/${id}`);
    if (!album) return undefined;
    const tracks = await this.allTracks(album);
    return toCatalogueAlbum(album, await this.withIsrcs(tracks));
  }

  async getTrack(id: string): Promise<CatalogueTrack | undefined> {
    if (!SPOTIFY_ID.test(id)) return undefined;
    const track = await this.api.get<SpotifyTrack>(`/tracks/${id}`);
    if (!track) return undefined;
    const album = await this.api.get<SpotifyAlbum>(`/albums/${track.album.id}`);
    return toCatalogueTrack(track, album);
  }

  async testConnection(): Promise<{ ok: boolean; message: string }> {
    try {
      await this.api.get<SpotifySearchResult>('/search', { q: 'test', type: 'artist', limit: 1 });
      return { ok: true, message: 'Connected to Spotify' };
    } catch (error) {
      if (error instanceof MusicCatalogueUnavailableError) return { ok: false, message: error.message };
      throw error;
    }
  }

  private async search<T>(
    query: string,
    type: string,
    limit: number,
    pick: (r: SpotifySearchResult) => SpotifyPaging<T> | undefined,
  ): Promise<T[]> {
    const q = query.trim();
    const wanted = Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_RESULTS);
    if (q === '') return [];
    const found: T[] = [];
    while (found.length < wanted) {
      const pageSize = Math.min(SEARCH_PAGE, wanted - found.length);
      const result = await this.api.get<SpotifySearchResult>('/search', { q, type, limit: pageSize, offset: found.length });
      const page = result && pick(result);
      if (!page) break;
      found.push(...page.items.filter((item) => item !== null));
      if (!page.next || page.items.length < pageSize) break;
    }
    return found;
  }

  private async allTracks(album: SpotifyAlbum): Promise<SpotifySimplifiedTrack[]> {
    const tracks = [...album.tracks.items];
    while (tracks.length < album.tracks.total) {
      const page = await this.api.get<SpotifyPaging<SpotifySimplifiedTrack>>(`/albums/${album.id}/tracks`, {
        limit: ALBUM_TRACKS_PAGE,
        offset: tracks.length,
      });
      if (!page || page.items.length === 0) break;
      tracks.push(...page.items);
    }
    return tracks;
  }

  private async withIsrcs(tracks: SpotifySimplifiedTrack[]): Promise<CatalogueTrackSummary[]> {
    const isrcs = new Map<string, string>();
    const lookups = tracks.slice(0, ISRC_LOOKUP_LIMIT);
    for (let i = 0; i < lookups.length; i += ISRC_CONCURRENCY) {
      const batch = lookups.slice(i, i + ISRC_CONCURRENCY);
      const full = await Promise.all(batch.map((t) => this.api.get<SpotifyTrack>(`/tracks/${t.id}`)));
      full.forEach((track, index) => isrcs.set(batch[index].id, track?.external_ids?.isrc ?? ''));
    }
    return tracks.map((t) => toTrackSummary(t, isrcs.get(t.id) ?? ''));
  }
}
