import type { CatalogueAlbum, MusicCatalogue } from '../../ports/music-catalogue.port';
import { findCatalogueItem } from './catalogue-lookup';

/** Album metadata for a catalogue item (public flow §3). */
export class GetAlbumMetadataUseCase {
  constructor(private readonly deps: { catalogue: MusicCatalogue }) {}

  execute(id: string | undefined): Promise<CatalogueAlbum> {
    return findCatalogueItem('album', id, (trimmed) => this.deps.catalogue.getAlbum(trimmed));
  }
}
