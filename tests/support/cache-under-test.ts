import type { DatabaseHandle } from '../../adapters/persistence/database';
import { type Engine, openTestDatabase } from './test-database';

export interface CacheUnderTestOptions<Inner extends object, Cached> {
  /** The database repository's class: the cache answers for it. */
  inner: new (db: DatabaseHandle['db']) => Inner;
  /** The inner repository's read the cache is meant to spare: a spy counts its calls. */
  spied: jest.FunctionPropertyNames<Required<Inner>>;
  /** The caching repository's class. */
  cache: { open(inner: Inner, database: DatabaseHandle): Promise<Cached> };
}

/**
 * A caching repository over its database repository on a fresh test database, opened before the suite's tests and
 * closed after them; `databaseReadsDuring` counts the inner reads a piece of work caused.
 */
export function cacheUnderTest<Inner extends object, Cached extends { close(): Promise<void> }>(
  engine: Engine,
  options: CacheUnderTestOptions<Inner, Cached>,
) {
  let database: DatabaseHandle;
  let reads: jest.SpyInstance;
  let cached: Cached;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const inner = new options.inner(database.db);
    reads = jest.spyOn(inner, options.spied);
    cached = await options.cache.open(inner, database);
  });
  afterAll(async () => {
    await cached.close();
    await database.close();
  });
  return {
    database: () => database,
    cached: () => cached,
    /** A change made outside the cache, as another use case, a script or another process would make it. */
    changeOutside: (text: string, params: unknown[]) => database.query(text, params),
    async databaseReadsDuring(work: () => Promise<unknown>): Promise<number> {
      const before = reads.mock.calls.length;
      await work();
      return reads.mock.calls.length - before;
    },
  };
}
