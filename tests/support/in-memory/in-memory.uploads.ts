import type { AudioAnalysisState } from '../../../domain/files/audio-analysis';
import type { QualityReport, StoredChanges, UploadRecord, UploadRepository } from '../../../application/ports/upload.repository.port';
import type { QuotaReservationRequest, QuotaReservationResult, UploadQuotaStore } from '../../../application/ports/upload-quota.port';
import { fitsAllowance } from '../../../domain/files/upload-quota';

export { InMemoryFileStorage } from './in-memory.file-storage';

/** Upload rows in a Map: what the upload use cases write and read back (the queries of other flows are not kept). */
export class InMemoryUploadRepository implements UploadRepository {
  readonly records = new Map<string, UploadRecord>();

  async create(record: UploadRecord): Promise<void> {
    this.records.set(record.id, { ...record });
  }
  async markStored(id: string, changes: StoredChanges): Promise<void> {
    Object.assign(this.records.get(id)!, changes, { status: 'stored' });
  }
  async recordInspection(id: string, quality: QualityReport, sha256?: string): Promise<void> {
    const found = this.records.get(id);
    if (found?.status === 'pending') Object.assign(found, { quality }, sha256 && { sha256 });
  }
  async saveAnalysis(id: string, analysis: AudioAnalysisState): Promise<void> {
    const found = this.records.get(id);
    if (found) found.analysis = analysis;
  }
  async findById(id: string): Promise<UploadRecord | null> {
    const found = this.records.get(id);
    return found ? { ...found } : null;
  }
  async findForSession(sessionId: string, fileIds: readonly string[]): Promise<UploadRecord[]> {
    return this.where((r) => r.sessionId === sessionId && r.status === 'stored' && fileIds.includes(r.id));
  }
  async markReferenced(sessionId: string, fileIds: readonly string[], submissionId: string, artistId?: string | null): Promise<number> {
    const free = this.where((r) => r.sessionId === sessionId && r.status === 'stored' && !r.submissionId && fileIds.includes(r.id));
    for (const { id } of free) Object.assign(this.records.get(id)!, { submissionId, ...(artistId ? { artistId } : {}) });
    return free.length;
  }
  async listInFolder(): Promise<UploadRecord[]> {
    throw new Error('not kept in memory');
  }
  async findUnreferencedBefore(): Promise<UploadRecord[]> {
    throw new Error('not kept in memory');
  }
  async findUnreferencedOfSessions(): Promise<UploadRecord[]> {
    throw new Error('not kept in memory');
  }
  async listForSubmission(submissionId: string): Promise<UploadRecord[]> {
    return this.where((r) => r.submissionId === submissionId);
  }
  async listStoredForSession(sessionId: string): Promise<UploadRecord[]> {
    return this.where((r) => r.sessionId === sessionId && r.status === 'stored').sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
  }
  async retitleTracks(): Promise<void> {
    throw new Error('not kept in memory');
  }
  async findStoredTwin(sessionId: string, sha256: string, exceptId: string): Promise<UploadRecord | null> {
    const twins = this.where((r) => r.sessionId === sessionId && r.sha256 === sha256 && r.status === 'stored' && r.id !== exceptId);
    return twins.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0] ?? null;
  }
  async findPendingBefore(): Promise<UploadRecord[]> {
    throw new Error('not kept in memory');
  }
  async delete(id: string): Promise<void> {
    this.records.delete(id);
  }

  private where(test: (record: UploadRecord) => boolean): UploadRecord[] {
    return [...this.records.values()].filter(test).map((r) => ({ ...r }));
  }
}

/** Quota reservations in a Map, counted per account as the database counts them. */
export class InMemoryUploadQuotaStore implements UploadQuotaStore {
  readonly reservations = new Map<string, { keys: string[]; bytes: number; at: Date }>();

  async reserve(request: QuotaReservationRequest): Promise<QuotaReservationResult> {
    const since = request.now.getTime() - request.windowSeconds * 1000;
    for (const account of request.accounts) {
      const mine = [...this.reservations.values()].filter((r) => r.keys.includes(account.key) && r.at.getTime() > since);
      const usage = { files: mine.length, bytes: mine.reduce((sum, r) => sum + r.bytes, 0) };
      if (!fitsAllowance(usage, account.allowance, request.bytes))
        return {
          reserved: false,
          scope: account.scope,
          usage,
          oldestAt: mine.length ? new Date(Math.min(...mine.map((r) => r.at.getTime()))) : null,
        };
    }
    this.reservations.set(request.id, { keys: request.accounts.map((a) => a.key), bytes: request.bytes, at: request.now });
    return { reserved: true };
  }
  async settle(id: string, bytes: number): Promise<void> {
    const found = this.reservations.get(id);
    if (found) found.bytes = bytes;
  }
  async release(id: string): Promise<void> {
    this.reservations.delete(id);
  }
  async pruneBefore(cutoff: Date): Promise<number> {
    const old = [...this.reservations].filter(([, r]) => r.at < cutoff);
    for (const [id] of old) this.reservations.delete(id);
    return old.length;
  }
}
