import type { DatabaseHandle, Subscription } from './database';

/** A database read in progress; it goes stale when its key is evicted (or the cache cleared) before it returns. */
interface PendingRead {
  stale: boolean;
}

/**
 * A bounded map of values read from the database and dropped when a change notice names them; while the channel that
 * feeds it is down, reads go to the database. A read that its key's eviction overtook does not keep what it read,
 * which may already be stale; a notice about another key does not stop it.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, V>();
  private readonly pending = new Map<string, Set<PendingRead>>();
  private subscription: Subscription | undefined;

  /** `channelLive`: whether the notices that feed this cache are being heard. */
  constructor(
    private readonly maxEntries: number,
    private readonly channelLive: () => boolean,
  ) {}

  /** A cache fed by a channel of its own whose notices each name a key; a lost channel drops everything. */
  static async following<V>(database: DatabaseHandle, channel: string, maxEntries: number): Promise<NotifiedCache<V>> {
    const cache: NotifiedCache<V> = new NotifiedCache<V>(maxEntries, () => cache.subscription?.live === true);
    cache.subscription = await database.listen(
      channel,
      (key) => cache.evict(key),
      () => cache.clear(),
    );
    return cache;
  }

  async read(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.channelLive()) return load();
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const read: PendingRead = { stale: false };
    let reads = this.pending.get(key);
    if (!reads) this.pending.set(key, (reads = new Set()));
    reads.add(read);
    try {
      const found = await load();
      if (found !== undefined && !read.stale) this.keep(key, found);
      return found;
    } finally {
      reads.delete(read);
      if (reads.size === 0) this.pending.delete(key);
    }
  }

  evict(key: string): void {
    this.entries.delete(key);
    for (const read of this.pending.get(key) ?? []) read.stale = true;
  }

  async close(): Promise<void> {
    this.clear();
    await this.subscription?.close();
  }

  clear(): void {
    this.entries.clear();
    for (const reads of this.pending.values()) for (const read of reads) read.stale = true;
  }

  private keep(key: string, value: V): void {
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
