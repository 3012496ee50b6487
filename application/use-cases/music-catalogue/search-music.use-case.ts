import { clampSearchLimit, LOOKUP_MESSAGES, searchQueryProblem } from '../../../domain/catalogue';
import type { CatalogueSearchItem, CatalogueSearchType, MusicCatalogue } from '../../ports/music-catalogue.port';
import { invalid, lookup } from './catalogue-lookup';

const ALL_TYPES: CatalogueSearchType[] = ['track', 'album'];

/** 'track', 'album', 'track,album' (either order); absent means both. Null when it is anything else. */
export function parseSearchTypes(type: string | undefined): CatalogueSearchType[] | null {
  if (type === undefined || type.trim() === '') return ALL_TYPES;
  const parts = type.split(',').map((t) => t.trim().toLowerCase());
  if (parts.some((t) => t !== 'track' && t !== 'album') || new Set(parts).size !== parts.length) return null;
  return ALL_TYPES.filter((t) => parts.includes(t));
}

/** Catalogue search for the transfer panel: tracks then albums, each type up to the limit. */
export class SearchMusicUseCase {
  constructor(private readonly deps: { catalogue: MusicCatalogue }) {}

  async execute(query: string | undefined, type: string | undefined, limit: number | undefined): Promise<CatalogueSearchItem[]> {
    const problem = searchQueryProblem(query);
    if (problem) throw invalid('q', problem);
    const types = parseSearchTypes(type);
    if (!types) throw invalid('type', LOOKUP_MESSAGES.searchType);
    const max = clampSearchLimit(limit);
    const found = await lookup(() => this.deps.catalogue.searchMusic((query ?? '').trim(), types, max));
    // Guard the agreement even if an adapter over-delivers: only the asked types, `max` of each.
    return types.flatMap((t) => found.filter((item) => item.type === t).slice(0, max));
  }
}
