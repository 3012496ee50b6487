import type { CatalogAlbum, MusicCatalog } from '../../ports/music-catalog.port';
import { findCatalogItem } from './catalog-lookup';

/** Album metadata for a catalogue item (public flow §3). */
export class GetAlbumMetadataUseCase {
  constructor(private readonly catalog: MusicCatalog) {}

  execute(id: string | undefined): Promise<CatalogAlbum> {
    return findCatalogItem('album', id, (trimmed) => this.catalog.getAlbum(trimmed));
  }
}
