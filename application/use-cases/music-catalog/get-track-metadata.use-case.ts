import type { CatalogTrack, MusicCatalog } from '../../ports/music-catalog.port';
import { findCatalogItem } from './catalog-lookup';

/** Track metadata for a catalogue item (public flow §3). */
export class GetTrackMetadataUseCase {
  constructor(private readonly catalog: MusicCatalog) {}

  execute(id: string | undefined): Promise<CatalogTrack> {
    return findCatalogItem('track', id, (trimmed) => this.catalog.getTrack(trimmed));
  }
}
