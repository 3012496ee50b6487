import type { Clock } from '../../ports/clock.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { UploadRepository } from '../../ports/upload.repository.port';

export const ORPHAN_UPLOAD_HOURS = 24;
export const CLEANUP_JOB = 'uploads.cleanup-orphans';

/** Deletes uploads no submission referenced within 24 h: the stored object first, then the row. */
export class CleanupOrphanUploadsUseCase {
  constructor(private readonly deps: { storage: FileStorage; uploads: UploadRepository; clock: Clock }) {}

  async execute(batchSize = 200): Promise<{ deleted: number }> {
    const cutoff = new Date(this.deps.clock.now().getTime() - ORPHAN_UPLOAD_HOURS * 3600_000);
    let deleted = 0;
    for (;;) {
      const batch = await this.deps.uploads.findUnreferencedBefore(cutoff, batchSize);
      for (const upload of batch) {
        await this.deps.storage.delete(upload.storageKey);
        await this.deps.uploads.delete(upload.id);
        deleted += 1;
      }
      if (batch.length < batchSize) return { deleted };
    }
  }
}
