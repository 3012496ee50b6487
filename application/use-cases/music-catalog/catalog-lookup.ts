import { lookupIdProblem } from '../../../domain/catalogue';
import { MusicCatalogUnavailableError } from '../../ports/music-catalog.port';
import { UseCaseError } from '../public-flow/use-case-error';

/** Answers of the lookup API beyond the spec's own messages (domain/catalogue LOOKUP_MESSAGES). */
export const CATALOG_LOOKUP_MESSAGES = {
  albumNotFound: 'Album not found',
  trackNotFound: 'Track not found',
  unavailable: 'The music catalogue is not available right now. Please try again in a few minutes.',
  searchType: 'Search type must be track, album or track,album',
} as const;

/** Runs a catalogue call; a provider outage becomes an 'unavailable' refusal with a plain message. */
export async function lookup<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MusicCatalogUnavailableError) throw new UseCaseError('unavailable', CATALOG_LOOKUP_MESSAGES.unavailable);
    throw error;
  }
}

export function invalid(field: string, message: string): UseCaseError {
  return new UseCaseError('invalid', message, [{ field, message }]);
}

/** The album or track behind an id the form sent: the id checked, the catalogue asked, not_found when it has none. */
export async function findCatalogItem<T>(
  kind: 'album' | 'track',
  id: string | undefined,
  get: (id: string) => Promise<T | undefined>,
): Promise<T> {
  const problem = lookupIdProblem(kind, id);
  if (problem) throw invalid('id', problem);
  const item = await lookup(() => get((id ?? '').trim()));
  if (!item)
    throw new UseCaseError('not_found', kind === 'album' ? CATALOG_LOOKUP_MESSAGES.albumNotFound : CATALOG_LOOKUP_MESSAGES.trackNotFound);
  return item;
}
