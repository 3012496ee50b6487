import type { AudioAnalysisState } from '../../../domain/files/audio-analysis';
import { Readable } from 'node:stream';
import type {
  DirectUploadRequest,
  DirectUploadTarget,
  FileStorage,
  PutOptions,
  StoredObject,
} from '../../../application/ports/file-storage.port';
import type { QualityReport, StoredChanges, UploadRecord, UploadRepository } from '../../../application/ports/upload.repository.port';
import type { QuotaReservationRequest, QuotaReservationResult, UploadQuotaStore } from '../../../application/ports/upload-quota.port';
import { fitsAllowance } from '../../../domain/files/upload-quota';

async function bytesOf(body: Readable | Uint8Array): Promise<Buffer> {
  if (!(body instanceof Readable)) return Buffer.from(body);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Objects in a Map; a direct upload's URL names its key, and `putDirect` plays the browser's PUT. */
export class InMemoryFileStorage implements FileStorage {
  readonly adapterName = 'memory';
  readonly bucketName = 'memory';
  readonly objects = new Map<string, Buffer>();

  async put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<StoredObject> {
    const bytes = await bytesOf(body);
    this.objects.set(key, bytes);
    return { key, size: bytes.length, contentType: options.contentType };
  }

  async createDirectUpload(key: string, request: DirectUploadRequest): Promise<DirectUploadTarget> {
    return {
      url: `memory://${key}`,
      method: 'PUT',
      headers: { 'Content-Type': request.contentType },
      expiresAt: new Date(Date.UTC(2030, 0, 1) + request.expiresInSeconds * 1000),
    };
  }

  putDirect(key: string, bytes: Buffer): void {
    this.objects.set(key, bytes);
  }

  async finalize(stagingKey: string, key: string): Promise<StoredObject | null> {
    const bytes = this.objects.get(stagingKey);
    if (!bytes) return null;
    this.objects.delete(stagingKey);
    this.objects.set(key, bytes);
    return { key, size: bytes.length, contentType: 'application/octet-stream' };
  }

  async stat(key: string): Promise<StoredObject | null> {
    const bytes = this.objects.get(key);
    return bytes ? { key, size: bytes.length, contentType: 'application/octet-stream' } : null;
  }

  async read(key: string): Promise<Readable> {
    return Readable.from([this.objects.get(key) ?? Buffer.alloc(0)]);
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(key);
  }

  async list(prefix: string): Promise<string[]> {
    return [...this.objects.keys()].filter((key) => key.startsWith(prefix));
  }
}

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
    return this.where((r) => r.sessionId === sessionId && r.status === 'stored');
  }
  async retitleTracks(): Promise<void> {
    throw new Error('not kept in memory');
  }
  async findStoredTwin(sessionId: string, sha256: string, exceptId: string): Promise<UploadRecord | null> {
    return this.where((r) => r.sessionId === sessionId && r.sha256 === sha256 && r.id !== exceptId)[0] ?? null;
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
