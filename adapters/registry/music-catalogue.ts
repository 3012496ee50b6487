import { type CatalogueImageSource, NO_CATALOGUE_IMAGES } from '../../application/ports/catalogue-image.port';
import type { MusicCatalogue } from '../../application/ports/music-catalogue.port';
import type { AppConfig } from '../config';
import { DemoMusicCatalogue } from '../music-catalogue/demo.music-catalogue';
import { SpotifyMusicCatalogue } from '../music-catalogue/spotify.music-catalogue';

/** The music catalogue the wizard looks releases up in. */
export interface MusicCatalogueAdapters {
  musicCatalogue: MusicCatalogue;
  /** Artwork served by our API (the demo catalogue's); none for providers that host their own. */
  catalogueImages: CatalogueImageSource;
}

export interface MusicCatalogueOverrides {
  /** A music catalogue to use instead of the configured one (tests: one that goes down). */
  musicCatalogue?: MusicCatalogue;
}

export function buildMusicCatalogueAdapters(config: AppConfig, overrides: MusicCatalogueOverrides = {}): MusicCatalogueAdapters {
  const musicCatalogue = overrides.musicCatalogue ?? buildMusicCatalogue(config);
  return { musicCatalogue, catalogueImages: servesImages(musicCatalogue) ? musicCatalogue : NO_CATALOGUE_IMAGES };
}

function servesImages(catalogue: MusicCatalogue): catalogue is MusicCatalogue & CatalogueImageSource {
  return typeof (catalogue as Partial<CatalogueImageSource>).image === 'function';
}

function buildMusicCatalogue(config: AppConfig): MusicCatalogue {
  switch (config.musicCatalogue.adapter) {
    case 'demo':
      return new DemoMusicCatalogue();
    case 'spotify':
      return new SpotifyMusicCatalogue(config.musicCatalogue.spotify);
  }
}
