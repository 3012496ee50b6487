import type { CatalogTrack, MusicCatalog } from '../../ports/music-catalog.port';
import { findCatalogItem } from './catalog-lookup';

export interface GetTrackMetadataDeps {
  catalog: MusicCatalog;
}

/** Track metadata for a catalogue item (public flow §3). */
export class GetTrackMetadataUseCase {
  constructor(private readonly deps: GetTrackMetadataDeps) {}

  execute(id: string | undefined): Promise<CatalogTrack> {
    return findCatalogItem('track', id, (trimmed) => this.deps.catalog.getTrack(trimmed));
  }
}
