import { eq } from 'drizzle-orm';
import type { SubmissionContent, SubmissionContentWriter } from '../../../application/ports/submission-content.port';
import type { Database } from '../database';
import { submissionCatalogueItems, submissionDetails, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { insertTrack } from './submission-track.writer';

export class DrizzleSubmissionContentWriter implements SubmissionContentWriter {
  constructor(private readonly root: Database) {}

  async replaceContent(id: string, c: SubmissionContent, at: Date): Promise<void> {
    const db = scopedDb(this.root);
    await db
      .update(submissions)
      .set({
        uploadType: c.uploadType,
        releaseType: c.releaseType,
        releaseTitle: c.releaseTitle,
        releaseDate: c.releaseDate,
        firstName: c.firstName,
        surname: c.surname,
        artistName: c.artistName,
        updatedAt: at,
      })
      .where(eq(submissions.id, id));
    await db
      .update(submissionDetails)
      .set({
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
        primaryGenre: c.primaryGenre,
        subGenre: c.subGenre,
        earlyReleaseRequest: c.earlyReleaseRequest,
        earlyReleaseReason: c.earlyReleaseReason,
        influences: c.influences,
        bio: c.bio,
        proNumber: c.proNumber,
        publishingInterest: c.publishingInterest,
        distributor: c.distributor,
        releaseStrategy: c.releaseStrategy,
        fullReleaseDate: c.fullReleaseDate,
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
