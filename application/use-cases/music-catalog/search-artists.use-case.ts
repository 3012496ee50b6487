import { clampSearchLimit, searchQueryProblem } from '../../../domain/catalogue';
import type { CatalogArtist, MusicCatalog } from '../../ports/music-catalog.port';
import { invalid, lookup } from './catalog-lookup';

export interface SearchArtistsDeps {
  catalog: MusicCatalog;
}

/** Streaming artist search (public flow §5): non-empty query, limit default 10, capped at 50. */
export class SearchArtistsUseCase {
  constructor(private readonly deps: SearchArtistsDeps) {}

  async execute(query: string | undefined, limit: number | undefined): Promise<CatalogArtist[]> {
    const problem = searchQueryProblem(query);
    if (problem) throw invalid('q', problem);
    const max = clampSearchLimit(limit);
    const found = await lookup(() => this.deps.catalog.searchArtists((query ?? '').trim(), max));
    return found.slice(0, max);
  }
}
