import { eq } from 'drizzle-orm';
import type { ReleaseDealChoicesRepository } from '../../../application/ports/release-deal-choices.repository.port';
import { NO_DEAL_CHOICES, type ReleaseDealChoices } from '../../../domain/release/release-deals';
import type { Database } from '../database';
import { releaseDealChoices } from '../schema';
import { scopedDb } from '../unit-of-work';

export class DrizzleReleaseDealChoicesRepository implements ReleaseDealChoicesRepository {
  constructor(private readonly root: Database) {}

  async find(submissionId: string): Promise<ReleaseDealChoices> {
    const [row] = await scopedDb(this.root).select().from(releaseDealChoices).where(eq(releaseDealChoices.submissionId, submissionId));
    return row ? { startTimeUtc: row.startTimeUtc, tracks: row.tracks } : NO_DEAL_CHOICES;
  }

  async save(submissionId: string, choices: ReleaseDealChoices, at: Date): Promise<void> {
    const values = { startTimeUtc: choices.startTimeUtc, tracks: choices.tracks, updatedAt: at };
    await scopedDb(this.root)
      .insert(releaseDealChoices)
      .values({ submissionId, ...values })
      .onConflictDoUpdate({ target: releaseDealChoices.submissionId, set: values });
  }
}
