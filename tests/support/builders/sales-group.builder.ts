import { parsePreciseAmount, type SalesGroup } from '../../../domain/statements';

/** Ten euros of one track's January 2030 sales on Spotify in GB, with what the test changes. */
export function aSalesGroup(overrides: Partial<SalesGroup> = {}): SalesGroup {
  return {
    reportId: 'r1',
    currency: 'EUR',
    amount: parsePreciseAmount('10')!,
    artistId: 'a1',
    releaseId: 'rel1',
    trackId: 't1',
    store: 'Spotify',
    country: 'GB',
    month: '2030-01',
    ...overrides,
  };
}
