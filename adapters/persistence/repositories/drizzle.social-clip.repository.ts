import { eq } from 'drizzle-orm';
import type { SocialClipFile, SocialClipRepository } from '../../../application/ports/social-clip.repository.port';
import type { Database } from '../database';
import { socialClipFiles } from '../schema';
import { scopedDb } from '../unit-of-work';
import { matching } from './query-helpers';
import { rowsOfSubmission } from './submission-rows.query';

export class DrizzleSocialClipRepository implements SocialClipRepository {
  constructor(private readonly root: Database) {}

  async save(clip: SocialClipFile): Promise<void> {
    await scopedDb(this.root).insert(socialClipFiles).values(clip);
  }

  async listForSubmission(submissionId: string): Promise<SocialClipFile[]> {
    const rows = await rowsOfSubmission(scopedDb(this.root), socialClipFiles, submissionId, socialClipFiles.createdAt);
    return rows.map(toClip);
  }

  async findCuts(sourceUploadId: string, startSeconds: number, endSeconds: number): Promise<SocialClipFile[]> {
    const rows = await scopedDb(this.root)
      .select()
      .from(socialClipFiles)
      .where(matching(socialClipFiles, { sourceUploadId, startSeconds, endSeconds }));
    return rows.map(toClip);
  }

  async delete(id: string): Promise<void> {
    await scopedDb(this.root).delete(socialClipFiles).where(eq(socialClipFiles.id, id));
  }
}

const toClip = (row: typeof socialClipFiles.$inferSelect): SocialClipFile => ({ ...row, status: row.status as SocialClipFile['status'] });
