import { clampSearchLimit, searchQueryProblem } from '../../../domain/catalogue';
import type { CatalogArtist, MusicCatalog } from '../../ports/music-catalog.port';
import { invalid, lookup } from './catalog-lookup';

/** Streaming artist search (public flow §5): non-empty query, limit default 10, capped at 50. */
export class SearchArtistsUseCase {
  constructor(private readonly catalog: MusicCatalog) {}

  async execute(query: string | undefined, limit: number | undefined): Promise<CatalogArtist[]> {
    const problem = searchQueryProblem(query);
    if (problem) throw invalid('q', problem);
    const max = clampSearchLimit(limit);
    const found = await lookup(() => this.catalog.searchArtists((query ?? '').trim(), max));
    return found.slice(0, max);
  }
}
