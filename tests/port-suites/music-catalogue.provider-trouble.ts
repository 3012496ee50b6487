import { type MusicCatalogue, MusicCatalogueUnavailableError } from '../../application/ports/music-catalogue.port';

/** What a remote adapter's harness can do to its provider (a fake answering as the provider's API does). */
export interface MusicCatalogueProviderControl {
  /** Every call answers 429 with this Retry-After until `lift()`. */
  rateLimit(retryAfterSeconds: number): void;
  /** Every call answers this 5xx until `lift()`. */
  outage(status: number): void;
  lift(): void;
  /** Requests the provider has received so far. */
  requests(): number;
  /** Moves the adapter's clock on (a Retry-After runs out without a real wait). */
  advance(ms: number): void;
}

/** Calls that must never read an outage as 'nothing found'. */
const LOOKUPS: [string, (c: MusicCatalogue, id: string) => Promise<unknown>][] = [
  ['searchArtists', (c) => c.searchArtists('anything', 5)],
  ['searchMusic', (c) => c.searchMusic('anything', ['track', 'album'], 5)],
  ['getArtist', (c, id) => c.getArtist(id)],
  ['getAlbum', (c, id) => c.getAlbum(id)],
  ['getTrack', (c, id) => c.getTrack(id)],
];

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ answered: value }),
    (error: unknown) => error,
  );

/** A remote adapter under a rate limit or an outage: refuses as unavailable, shares the provider's wait, recovers. */
export function describeProviderTrouble(
  harness: () => { catalogue: MusicCatalogue; provider: MusicCatalogueProviderControl; sampleTrackId: string },
): void {
  describe('when the provider is rate-limiting or down', () => {
    afterEach(() => {
      harness().provider.lift();
      harness().provider.advance(3_600_000);
    });

    it.each(LOOKUPS)('%s refuses as unavailable with the Retry-After, never an empty answer', async (_name, call) => {
      const { catalogue, provider, sampleTrackId } = harness();
      provider.rateLimit(30);
      const error = await refusal(call(catalogue, sampleTrackId));
      expect(error).toBeInstanceOf(MusicCatalogueUnavailableError);
      expect((error as MusicCatalogueUnavailableError).retryAfterSeconds).toBe(30);
    });

    it('holds the Retry-After for every request: lookups during it never reach the provider', async () => {
      const { catalogue, provider, sampleTrackId } = harness();
      provider.rateLimit(30);
      await expect(catalogue.getTrack(sampleTrackId)).rejects.toBeInstanceOf(MusicCatalogueUnavailableError);
      const before = provider.requests();
      const parallel = await Promise.all(Array.from({ length: 8 }, () => refusal(catalogue.getTrack(sampleTrackId))));
      expect(parallel.every((e) => e instanceof MusicCatalogueUnavailableError)).toBe(true);
      expect(provider.requests() - before).toBe(0);
      provider.advance(15_000);
      const later = await refusal(catalogue.searchMusic('anything', ['track'], 5));
      expect((later as MusicCatalogueUnavailableError).retryAfterSeconds).toBe(15);
      expect(provider.requests() - before).toBe(0);
    });

    it('answers again once the provider lifts the limit and the wait has run out', async () => {
      const { catalogue, provider, sampleTrackId } = harness();
      provider.rateLimit(30);
      await expect(catalogue.getTrack(sampleTrackId)).rejects.toBeInstanceOf(MusicCatalogueUnavailableError);
      provider.lift();
      provider.advance(30_000);
      await expect(catalogue.getTrack(sampleTrackId)).resolves.toMatchObject({ id: sampleTrackId });
    });

    it('refuses as unavailable during an outage (5xx), never an empty answer', async () => {
      const { catalogue, provider, sampleTrackId } = harness();
      provider.outage(503);
      for (const [, call] of LOOKUPS) await expect(call(catalogue, sampleTrackId)).rejects.toBeInstanceOf(MusicCatalogueUnavailableError);
      provider.lift();
      await expect(catalogue.searchMusic('anything', ['track'], 5)).resolves.toEqual([]);
    });
  });
}
