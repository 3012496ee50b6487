import type { CatalogAlbum, MusicCatalog } from '../../ports/music-catalog.port';
import { findCatalogItem } from './catalog-lookup';

export interface GetAlbumMetadataDeps {
  catalog: MusicCatalog;
}

/** Album metadata for a catalogue item (public flow §3). */
export class GetAlbumMetadataUseCase {
  constructor(private readonly deps: GetAlbumMetadataDeps) {}

  execute(id: string | undefined): Promise<CatalogAlbum> {
    return findCatalogItem('album', id, (trimmed) => this.deps.catalog.getAlbum(trimmed));
  }
}
