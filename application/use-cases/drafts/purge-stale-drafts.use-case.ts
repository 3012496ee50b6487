import type { Clock } from '../../ports/clock.port';
import type { DraftRepository } from '../../ports/draft.repository.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { UploadRepository } from '../../ports/upload.repository.port';

export const PURGE_DRAFTS_JOB = 'drafts.purge-stale';

/** Deletes drafts nobody saved within the configured time, then their files: the stored object first, then the row. */
export class PurgeStaleDraftsUseCase {
  constructor(private readonly deps: { drafts: DraftRepository; uploads: UploadRepository; storage: FileStorage; clock: Clock }) {}

  async execute(batchSize = 100): Promise<{ drafts: number; files: number }> {
    let drafts = 0;
    let files = 0;
    for (;;) {
      const sessions = await this.deps.drafts.deleteExpired(this.deps.clock.now(), batchSize);
      drafts += sessions.length;
      for (const upload of await this.deps.uploads.findUnreferencedOfSessions(sessions)) {
        await this.deps.storage.delete(upload.storageKey);
        await this.deps.uploads.delete(upload.id);
        files += 1;
      }
      if (sessions.length < batchSize) return { drafts, files };
    }
  }
}
