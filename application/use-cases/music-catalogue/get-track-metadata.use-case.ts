import type { CatalogueTrack, MusicCatalogue } from '../../ports/music-catalogue.port';
import { findCatalogueItem } from './catalogue-lookup';

/** Track metadata for a catalogue item (public flow §3). */
export class GetTrackMetadataUseCase {
  constructor(private readonly deps: { catalogue: MusicCatalogue }) {}

  execute(id: string | undefined): Promise<CatalogueTrack> {
    return findCatalogueItem('track', id, (trimmed) => this.deps.catalogue.getTrack(trimmed));
  }
}
