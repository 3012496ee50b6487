import type { SessionRecord, SessionRole } from '../../../application/ports/session.repository.port';

/** A bounded map of session records, least recently used out first. */
export class SessionCache {
  private readonly records = new Map<string, SessionRecord>();
  /** Bumped by every eviction: a read that started before one must not cache what it read. */
  private evictions = 0;

  constructor(private readonly maxEntries: number) {}

  get(idHash: string): SessionRecord | undefined {
    const record = this.records.get(idHash);
    if (!record) return undefined;
    this.records.delete(idHash);
    this.records.set(idHash, record);
    return { ...record };
  }

  get generation(): number {
    return this.evictions;
  }

  /** Keeps the record unless something was evicted since `readStartedAt` (a generation) began. */
  setIfUnchanged(record: SessionRecord, readStartedAt: number): void {
    if (readStartedAt !== this.evictions) return;
    this.records.delete(record.idHash);
    this.records.set(record.idHash, { ...record });
    if (this.records.size > this.maxEntries) this.records.delete(this.records.keys().next().value as string);
  }

  evict(idHash: string): void {
    this.evictions++;
    this.records.delete(idHash);
  }

  evictSubject(role: SessionRole, subjectId: string): void {
    this.evictions++;
    for (const [idHash, record] of this.records) {
      if (record.role === role && record.subjectId === subjectId) this.records.delete(idHash);
    }
  }

  clear(): void {
    this.evictions++;
    this.records.clear();
  }

  get size(): number {
    return this.records.size;
  }
}
