import type { NotifiedCache } from './notified-cache';

/**
 * A repository in front of `inner` that reads one kind of value through a NotifiedCache: reads go through `cache`,
 * and every write through `inner` drops the value it changes, so this process never serves its own stale copy.
 */
export abstract class NotifiedCacheRepository<Inner, V> {
  protected constructor(
    protected readonly inner: Inner,
    protected readonly cache: NotifiedCache<V>,
  ) {}

  /** The write's own answer, once it is done and the cached value under `key` is dropped. */
  protected async writing<T>(key: string, write: Promise<T>): Promise<T> {
    const answer = await write;
    this.cache.evict(key);
    return answer;
  }

  close(): Promise<void> {
    return this.cache.close();
  }
}
