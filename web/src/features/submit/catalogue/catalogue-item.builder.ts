import { CATALOGUE_DEFAULTS, catalogueItemId, type CatalogueItemType } from '../../../../../domain/catalogue';
import type { AlbumMetadata, CatalogGateway, TrackMetadata } from '../../../gateway/catalog.gateway';
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

function fromAlbum(seed: CatalogueSeed, m: AlbumMetadata | null, now: Date): CatalogueItem {
  return {
    id: catalogueItemId('album', seed.id, now),
    type: 'album',
    title: m?.albumTitle ?? seed.title ?? '',
    artist: m?.artist ?? seed.artist ?? '',
    image: firstImage(m?.images) || seed.image || '',
    spotifyUrl: m?.spotifyUrl ?? seed.url,
    releaseDate: m?.releaseDate ?? seed.releaseDate ?? '',
    albumDetails: {
      label: m?.label || CATALOGUE_DEFAULTS.label,
      copyrights: (m?.copyrights ?? []).map((c) => c.text),
      tracks: (m?.tracks ?? []).map((t) => ({ ...t, isrc: t.isrc || CATALOGUE_DEFAULTS.isrc })),
      totalTracks: m?.totalTracks ?? 0,
      upc: m?.upc ?? '',
      releaseDate: m?.releaseDate ?? seed.releaseDate ?? '',
    },
  };
}

function fromTrack(seed: CatalogueSeed, m: TrackMetadata | null, now: Date): CatalogueItem {
  return {
    id: catalogueItemId('track', seed.id, now),
    type: 'track',
    title: m?.title ?? seed.title ?? '',
    artist: m?.artist ?? seed.artist ?? '',
    image: m?.albumArt ?? seed.image ?? '',
    spotifyUrl: m?.spotifyUrl ?? seed.url,
    releaseDate: m?.releaseDate ?? seed.releaseDate ?? '',
    trackDetails: m
      ? {
          isrc: m.isrc || CATALOGUE_DEFAULTS.isrc,
          label: m.label || CATALOGUE_DEFAULTS.label,
          album: m.album,
          duration: m.duration,
          upc: m.upc,
          releaseDate: m.releaseDate,
        }
      : undefined,
  };
}

/** Fetches the metadata and builds the item; a failed fetch falls back to defaults (public flow §4). */
export async function buildCatalogueItem(catalog: CatalogGateway, seed: CatalogueSeed, now: Date): Promise<CatalogueItem> {
  if (seed.type === 'album') return fromAlbum(seed, await catalog.albumMetadata(seed.id).catch(() => null), now);
  return fromTrack(seed, await catalog.trackMetadata(seed.id).catch(() => null), now);
}
