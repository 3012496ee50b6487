import { eq } from 'drizzle-orm';
import type { SubmissionContent, SubmissionContentWriter } from '../../../application/ports/submission-content.port';
import type { Database } from '../database';
import { submissionCatalogueItems, submissionDetails, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { CONTENT_ON_DETAILS, CONTENT_ON_SUBMISSIONS, pick } from './submission-columns';
import { refuseHeldIdentifiers } from './held-identifiers';
import { insertCatalogueItems } from './submission-catalogue.writer';
import { insertTrack } from './submission-track.writer';

export class DrizzleSubmissionContentWriter implements SubmissionContentWriter {
  constructor(private readonly root: Database) {}

  async replaceContent(id: string, c: SubmissionContent, at: Date): Promise<void> {
    const db = scopedDb(this.root);
    const [owner] = await db.select({ artistId: submissions.artistId }).from(submissions).where(eq(submissions.id, id));
    await refuseHeldIdentifiers(db, c, { submissionId: id, artistId: owner?.artistId ?? null });
    await db
      .update(submissions)
      .set({ ...pick(c, CONTENT_ON_SUBMISSIONS), updatedAt: at })
      .where(eq(submissions.id, id));
    await db.update(submissionDetails).set(pick(c, CONTENT_ON_DETAILS)).where(eq(submissionDetails.submissionId, id));
    // Credits and clips go with their tracks (ON DELETE CASCADE).
    await db.delete(submissionTracks).where(eq(submissionTracks.submissionId, id));
    await db.delete(submissionCatalogueItems).where(eq(submissionCatalogueItems.submissionId, id));
    for (const [position, track] of c.tracks.entries()) await insertTrack(db, id, position, track);
    await insertCatalogueItems(db, id, c.catalogueItems);
  }
}
