/**
 * A bounded map of values read from the database and dropped when a change notice names them. Each eviction bumps a
 * generation: a read that started before an eviction does not keep what it read, which may already be stale.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, V>();
  private evictions = 0;

  constructor(private readonly maxEntries: number) {}

  async read(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
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

  clear(): void {
    this.evictions++;
    this.entries.clear();
  }
}
