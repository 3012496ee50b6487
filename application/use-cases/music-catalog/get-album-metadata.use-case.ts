import { lookupIdProblem } from '../../../domain/catalogue';
import type { CatalogAlbum, MusicCatalog } from '../../ports/music-catalog.port';
import { UseCaseError } from '../public-flow/use-case-error';
import { CATALOG_LOOKUP_MESSAGES, invalid, lookup } from './catalog-lookup';

/** Album metadata for a catalogue item (public flow §3). */
export class GetAlbumMetadataUseCase {
  constructor(private readonly catalog: MusicCatalog) {}

  async execute(id: string | undefined): Promise<CatalogAlbum> {
    const problem = lookupIdProblem('album', id);
    if (problem) throw invalid('id', problem);
    const album = await lookup(() => this.catalog.getAlbum((id ?? '').trim()));
    if (!album) throw new UseCaseError('not_found', CATALOG_LOOKUP_MESSAGES.albumNotFound);
    return album;
  }
}
