import { LOOKUP_MESSAGES, lookupIdProblem } from '../../../domain/catalogue';
import { MusicCatalogueUnavailableError } from '../../ports/music-catalogue.port';
import { UseCaseError } from '../public-flow/use-case-error';

/**
 * Runs a catalogue call; a provider outage becomes an 'unavailable' refusal with the domain's plain message and,
 * when the provider said how long to wait, that wait, so the caller never reads an outage as an empty answer.
 */
export async function lookup<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MusicCatalogueUnavailableError)
      throw new UseCaseError('unavailable', LOOKUP_MESSAGES.unavailable, [], error.retryAfterSeconds);
    throw error;
  }
}

export function invalid(field: string, message: string): UseCaseError {
  return new UseCaseError('invalid', message, [{ field, message }]);
}

/** The album or track behind an id the form sent: the id checked, the catalogue asked, not_found when it has none. */
export async function findCatalogueItem<T>(
  kind: 'album' | 'track',
  id: string | undefined,
  get: (id: string) => Promise<T | undefined>,
): Promise<T> {
  const problem = lookupIdProblem(kind, id);
  if (problem) throw invalid('id', problem);
  const item = await lookup(() => get((id ?? '').trim()));
  if (!item) throw new UseCaseError('not_found', kind === 'album' ? LOOKUP_MESSAGES.albumNotFound : LOOKUP_MESSAGES.trackNotFound);
  return item;
}
