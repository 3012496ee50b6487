import { gs1CheckDigit } from '../../domain/catalogue';
import * as W from './demo-catalogue.words';

export interface DemoArtistRecord {
  id: string;
  name: string;
}

export interface DemoAlbumRecord {
  id: string;
  title: string;
  albumType: 'album' | 'ep' | 'single';
  artistIds: string[];
  label: string;
  releaseDate: string;
  upc: string;
  trackIds: string[];
}

export interface DemoTrackRecord {
  id: string;
  title: string;
  /** Main artist first, then any featured artist. */
  artistIds: string[];
  albumId: string;
  trackNumber: number;
  durationMs: number;
  /** Compact ISO 3901 form, as Spotify returns it (e.g. GBTDW2300001). */
  isrc: string;
}

export interface DemoCatalogueData {
  artists: DemoArtistRecord[];
  albums: DemoAlbumRecord[];
  tracks: DemoTrackRecord[];
}

export const DEMO_CATALOGUE_SEED = 0x5eed2025;
const ARTIST_COUNT = 32;
const ALBUMS_PER_ARTIST = 2;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** mulberry32: tiny, fast and good enough for invented data; the same seed always gives the same catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  private readonly taken = new Set<string>();
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** A value from make() not produced before (ids, names, UPCs). */
  unique(make: () => string): string {
    for (;;) {
      const value = make();
      if (!this.taken.has(value)) {
        this.taken.add(value);
        return value;
      }
    }
  }
  spotifyId(): string {
    return this.unique(() => Array.from({ length: 22 }, () => BASE62[Math.floor(this.next() * 62)]).join(''));
  }
}

function artistName(d: Dice): string {
  const style = d.int(0, 3);
  if (style === 0) return `${d.pick(W.FIRST_NAMES)} ${d.pick(W.SURNAMES)}`;
  if (style === 1) return `The ${d.pick(W.BAND_ADJECTIVES)} ${d.pick(W.BAND_NOUNS)}`;
  if (style === 2) return `${d.pick(W.BAND_ADJECTIVES)} ${d.pick(W.BAND_NOUNS)}`;
  return d.pick(W.SOLO_NAMES);
}

function title(d: Dice): string {
  const style = d.int(0, 4);
  if (style === 0) return `${d.pick(W.TITLE_ADJECTIVES)} ${d.pick(W.TITLE_NOUNS)}`;
  if (style === 1) return `${d.pick(W.TITLE_NOUNS)} of ${d.pick(W.TITLE_PLACES)}`;
  if (style === 2) return `${d.pick(W.TITLE_PLACES)} ${d.pick(W.TITLE_NOUNS)}`;
  if (style === 3) return `The ${d.pick(W.TITLE_ADJECTIVES)} ${d.pick(W.TITLE_NOUNS)}`;
  return `${d.pick(W.TITLE_ADJECTIVES)} ${d.pick(W.TITLE_NOUNS)} (${d.pick(W.TITLE_TAILS)})`;
}

function upc(d: Dice): string {
  return d.unique(() => {
    const body = `50${String(d.int(0, 999_999_999)).padStart(9, '0')}`;
    return `${body}${gs1CheckDigit(body)}`;
  });
}

function releaseDate(d: Dice): string {
  return `${d.int(2014, 2025)}-${String(d.int(1, 12)).padStart(2, '0')}-${String(d.int(1, 28)).padStart(2, '0')}`;
}

const TRACKS_BY_TYPE: Record<DemoAlbumRecord['albumType'], [number, number]> = { album: [8, 12], ep: [4, 6], single: [1, 2] };

/** Builds the whole fictional catalogue from one seed (32 artists, 64 releases, a few hundred tracks). */
export function generateDemoCatalogue(seed: number = DEMO_CATALOGUE_SEED): DemoCatalogueData {
  const d = new Dice(seededRandom(seed));
  const artists = Array.from({ length: ARTIST_COUNT }, () => ({ id: d.spotifyId(), name: d.unique(() => artistName(d)) }));
  const albums: DemoAlbumRecord[] = [];
  const tracks: DemoTrackRecord[] = [];
  const isrcCounters = new Map<string, number>();
  for (const artist of artists) {
    for (let n = 0; n < ALBUMS_PER_ARTIST; n++) {
      const roll = d.next();
      const albumType = roll < 0.45 ? 'album' : roll < 0.8 ? 'ep' : 'single';
      const label = d.pick(W.LABELS);
      const album: DemoAlbumRecord = {
        id: d.spotifyId(),
        title: d.unique(() => title(d)),
        albumType,
        artistIds: [artist.id],
        label: label.name,
        releaseDate: releaseDate(d),
        upc: upc(d),
        trackIds: [],
      };
      const [fewest, most] = TRACKS_BY_TYPE[albumType];
      const count = d.int(fewest, most);
      for (let trackNumber = 1; trackNumber <= count; trackNumber++) {
        const featured = d.next() < 0.15 ? d.pick(artists.filter((a) => a.id !== artist.id)) : undefined;
        const sequence = (isrcCounters.get(label.registrant) ?? 0) + 1;
        isrcCounters.set(label.registrant, sequence);
        const track: DemoTrackRecord = {
          id: d.spotifyId(),
          title: count === 1 ? album.title : title(d),
          artistIds: featured ? [artist.id, featured.id] : [artist.id],
          albumId: album.id,
          trackNumber,
          durationMs: d.int(95, 390) * 1000 + d.int(0, 999),
          isrc: `${label.country}${label.registrant}${album.releaseDate.slice(2, 4)}${String(sequence).padStart(5, '0')}`,
        };
        album.trackIds.push(track.id);
        tracks.push(track);
      }
      albums.push(album);
    }
  }
  return { artists, albums, tracks };
}
