import { clampSearchLimit, searchQueryProblem } from '../../../domain/catalogue';
import type { CatalogueArtist, MusicCatalogue } from '../../ports/music-catalogue.port';
import { invalid, lookup } from './catalogue-lookup';

/** Streaming artist search (public flow §5): non-empty query, limit default 10, capped at 50. */
export class SearchArtistsUseCase {
  constructor(private readonly deps: { catalogue: MusicCatalogue }) {}

  async execute(query: string | undefined, limit: number | undefined): Promise<CatalogueArtist[]> {
    const problem = searchQueryProblem(query);
    if (problem) throw invalid('q', problem);
    const max = clampSearchLimit(limit);
    const found = await lookup(() => this.deps.catalogue.searchArtists((query ?? '').trim(), max));
    return found.slice(0, max);
  }
}
