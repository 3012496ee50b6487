import { clampSearchLimit, LOOKUP_MESSAGES, searchQueryProblem } from '../../../domain/catalogue';
import type { CatalogSearchItem, CatalogSearchType, MusicCatalog } from '../../ports/music-catalog.port';
import { invalid, lookup } from './catalog-lookup';

const ALL_TYPES: CatalogSearchType[] = ['track', 'album'];

/** 'track', 'album', 'track,album' (either order); absent means both. Null when it is anything else. */
export function parseSearchTypes(type: string | undefined): CatalogSearchType[] | null {
  if (type === undefined || type.trim() === '') return ALL_TYPES;
  const parts = type.split(',').map((t) => t.trim().toLowerCase());
  if (parts.some((t) => t !== 'track' && t !== 'album') || new Set(parts).size !== parts.length) return null;
  return ALL_TYPES.filter((t) => parts.includes(t));
}

export interface SearchMusicDeps {
  catalog: MusicCatalog;
}

/** Catalogue search for the transfer panel: tracks then albums, each type up to the limit. */
export class SearchMusicUseCase {
  constructor(private readonly deps: SearchMusicDeps) {}

  async execute(query: string | undefined, type: string | undefined, limit: number | undefined): Promise<CatalogSearchItem[]> {
    const problem = searchQueryProblem(query);
    if (problem) throw invalid('q', problem);
    const types = parseSearchTypes(type);
    if (!types) throw invalid('type', LOOKUP_MESSAGES.searchType);
    const max = clampSearchLimit(limit);
    const found = await lookup(() => this.deps.catalog.searchMusic((query ?? '').trim(), types, max));
    // Guard the contract even if an adapter over-delivers: only the asked types, `max` of each.
    return types.flatMap((t) => found.filter((item) => item.type === t).slice(0, max));
  }
}
