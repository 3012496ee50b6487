import { lookupIdProblem } from '../../../domain/catalogue';
import type { CatalogTrack, MusicCatalog } from '../../ports/music-catalog.port';
import { UseCaseError } from '../public-flow/use-case-error';
import { CATALOG_LOOKUP_MESSAGES, invalid, lookup } from './catalog-lookup';

/** Track metadata for a catalogue item (public flow §3). */
export class GetTrackMetadataUseCase {
  constructor(private readonly catalog: MusicCatalog) {}

  async execute(id: string | undefined): Promise<CatalogTrack> {
    const problem = lookupIdProblem('track', id);
    if (problem) throw invalid('id', problem);
    const track = await lookup(() => this.catalog.getTrack((id ?? '').trim()));
    if (!track) throw new UseCaseError('not_found', CATALOG_LOOKUP_MESSAGES.trackNotFound);
    return track;
  }
}
