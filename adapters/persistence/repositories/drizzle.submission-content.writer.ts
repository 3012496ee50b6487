import { eq } from 'drizzle-orm';
import type { SubmissionContent, SubmissionContentWriter } from '../../../application/ports/submission-content.port';
import type { Database } from '../database';
import { submissionCatalogueItems, submissionDetails, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { pick, RELEASE_ON_DETAILS, RELEASE_ON_SUBMISSIONS } from './submission-columns';
import { upcConflict } from './submission-row.writer';
import { insertTrack } from './submission-track.writer';

export class DrizzleSubmissionContentWriter implements SubmissionContentWriter {
  constructor(private readonly root: Database) {}

  async replaceContent(id: string, c: SubmissionContent, at: Date): Promise<void> {
    const db = scopedDb(this.root);
    await db
      .update(submissions)
      .set({
        ...pick(c, RELEASE_ON_SUBMISSIONS),
        uploadType: c.uploadType,
        firstName: c.firstName,
        surname: c.surname,
        artistName: c.artistName,
        updatedAt: at,
      })
      .where(eq(submissions.id, id))
      .catch((error: unknown) => upcConflict(error, c.upc));
    await db
      .update(submissionDetails)
      .set({
        ...pick(c, RELEASE_ON_DETAILS),
        itemName: c.itemName,
        country: c.country,
        city: c.city,
        phone: c.phone,
        instagramProfile: c.instagramProfile,
        tiktokProfile: c.tiktokProfile,
        noInstagram: c.noInstagram,
        noTikTok: c.noTikTok,
        spotifyProfile: c.spotifyProfile,
        listenLink: c.listenLink,
        influences: c.influences,
        bio: c.bio,
        proNumber: c.proNumber,
        publishingInterest: c.publishingInterest,
        distributor: c.distributor,
        artworkFileId: c.artworkFileId,
        artworkUrl: c.artworkUrl,
        additionalData: c.additionalData,
      })
      .where(eq(submissionDetails.submissionId, id));
    // Credits and clips go with their tracks (ON DELETE CASCADE).
    await db.delete(submissionTracks).where(eq(submissionTracks.submissionId, id));
    await db.delete(submissionCatalogueItems).where(eq(submissionCatalogueItems.submissionId, id));
    for (const [position, track] of c.tracks.entries()) await insertTrack(db, id, position, track);
    if (c.catalogueItems.length > 0) {
      await db.insert(submissionCatalogueItems).values(c.catalogueItems.map((item, position) => ({ submissionId: id, position, ...item })));
    }
  }
}
