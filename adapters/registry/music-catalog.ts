import { type CatalogImageSource, NO_CATALOG_IMAGES } from '../../application/ports/catalog-image.port';
import type { MusicCatalog } from '../../application/ports/music-catalog.port';
import type { AppConfig } from '../config';
import { DemoMusicCatalog } from '../music-catalog/demo.music-catalog';
import { SpotifyMusicCatalog } from '../music-catalog/spotify.music-catalog';

/** The music catalogue the wizard looks releases up in. */
export interface MusicCatalogAdapters {
  musicCatalog: MusicCatalog;
  /** Artwork served by our API (the demo catalogue's); none for providers that host their own. */
  catalogImages: CatalogImageSource;
}

export interface MusicCatalogOverrides {
  /** A music catalogue to use instead of the configured one (tests: one that goes down). */
  musicCatalog?: MusicCatalog;
}

export function buildMusicCatalogAdapters(config: AppConfig, overrides: MusicCatalogOverrides = {}): MusicCatalogAdapters {
  const musicCatalog = overrides.musicCatalog ?? buildMusicCatalog(config);
  return { musicCatalog, catalogImages: servesImages(musicCatalog) ? musicCatalog : NO_CATALOG_IMAGES };
}

function servesImages(catalog: MusicCatalog): catalog is MusicCatalog & CatalogImageSource {
  return typeof (catalog as Partial<CatalogImageSource>).image === 'function';
}

function buildMusicCatalog(config: AppConfig): MusicCatalog {
  switch (config.musicCatalog.adapter) {
    case 'demo':
      return new DemoMusicCatalog();
    case 'spotify':
      return new SpotifyMusicCatalog(config.musicCatalog.spotify);
  }
}
