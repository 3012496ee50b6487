import { CATALOGUE_DEFAULTS, catalogueItemId, transferIdentifiers, type CatalogueItemType } from '@domain/catalogue';
import type { AlbumMetadata, CatalogueGateway, TrackMetadata } from '../../../gateway/catalogue.gateway';
import type { CatalogueItem } from '../../../stores/submission-form.model';

export interface CatalogueSeed {
  type: CatalogueItemType;
  id: string;
  url: string;
  title?: string;
  artist?: string;
  image?: string | null;
  releaseDate?: string;
}

const firstImage = (images: AlbumMetadata['images'] | undefined): string => images?.[0]?.url ?? '';

/** What both kinds of metadata tell, each field missing from it taken from what the search result showed. */
interface Found {
  title?: string;
  artist?: string;
  spotifyUrl?: string;
  releaseDate?: string;
}

function itemFields(type: CatalogueItemType, seed: CatalogueSeed, found: Found | undefined, now: Date) {
  return {
    id: catalogueItemId(type, seed.id, now),
    type,
    title: found?.title ?? seed.title ?? '',
    artist: found?.artist ?? seed.artist ?? '',
    spotifyUrl: found?.spotifyUrl ?? seed.url,
    releaseDate: found?.releaseDate ?? seed.releaseDate ?? '',
  };
}

function fromAlbum(seed: CatalogueSeed, m: AlbumMetadata, now: Date): CatalogueItem {
  return {
    ...itemFields('album', seed, { ...m, title: m.albumTitle }, now),
    ...transferIdentifiers({ type: 'album', upc: m.upc }),
    image: firstImage(m.images) || seed.image || '',
    albumDetails: {
      label: m.label || CATALOGUE_DEFAULTS.label,
      copyrights: m.copyrights.map((c) => c.text),
      tracks: m.tracks.map((t) => ({ ...t, isrc: t.isrc || CATALOGUE_DEFAULTS.isrc })),
      totalTracks: m.totalTracks,
      upc: m.upc,
      releaseDate: m.releaseDate || seed.releaseDate || '',
    },
  };
}

function fromTrack(seed: CatalogueSeed, m: TrackMetadata, now: Date): CatalogueItem {
  return {
    ...itemFields('track', seed, m, now),
    ...transferIdentifiers({ type: 'track', isrc: m.isrc }),
    image: m.albumArt || seed.image || '',
    trackDetails: {
      isrc: m.isrc || CATALOGUE_DEFAULTS.isrc,
      label: m.label || CATALOGUE_DEFAULTS.label,
      album: m.album,
      duration: m.duration,
      upc: m.upc,
      releaseDate: m.releaseDate,
    },
  };
}

/**
 * Fetches the metadata and builds the item. A failed fetch (not found, the catalogue rate-limited or down) throws
 * with the lookup's message and adds nothing: an item is never a blank row standing in for a lookup that failed.
 */
export async function buildCatalogueItem(catalogue: CatalogueGateway, seed: CatalogueSeed, now: Date): Promise<CatalogueItem> {
  if (seed.type === 'album') return fromAlbum(seed, await catalogue.albumMetadata(seed.id), now);
  return fromTrack(seed, await catalogue.trackMetadata(seed.id), now);
}
