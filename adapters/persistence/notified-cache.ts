import type { DatabaseHandle, Subscription } from './database';

/**
 * A bounded map of values read from the database and dropped when a change notice names them; while the channel that
 * feeds it is down, reads go to the database. Each eviction bumps a generation: a read that started before an
 * eviction does not keep what it read, which may already be stale.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, V>();
  private evictions = 0;
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
    const readStartedAt = this.evictions;
    const found = await load();
    if (found !== undefined && readStartedAt === this.evictions) {
      this.entries.set(key, found);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return found;
  }

  evict(key: string): void {
    this.evictions++;
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.clear();
    await this.subscription?.close();
  }

  clear(): void {
    this.evictions++;
    this.entries.clear();
  }
}
