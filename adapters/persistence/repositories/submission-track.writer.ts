import type { StoredTrack } from '../../../application/ports/submission.repository.port';
import type { Database } from '../database';
import { submissionClips, submissionCredits, submissionTracks } from '../schema';
import { creditRows } from './submission-credits.mapper';

/** Writes one track with its credits and social clips (a new submission, or a resubmission's replaced tracks). */
export async function insertTrack(db: Database, submissionId: string, position: number, t: StoredTrack): Promise<void> {
  const c = t.credits;
  const [row] = await db
    .insert(submissionTracks)
    .values({
      submissionId,
      position,
      clientId: t.clientId,
      title: t.title,
      fileId: t.fileId,
      fileName: t.fileName,
      releaseAsSingle: t.releaseAsSingle,
      singleReleaseDate: t.singleReleaseDate,
      singleOrder: t.singleOrder,
      useCustomArtwork: t.useCustomArtwork,
      customArtworkFileId: t.customArtworkFileId,
      socialClipsEnabled: t.socialClipsEnabled,
      soloWork: c.soloWork,
      selfProduced: c.selfProduced,
      selfWritten: c.selfWritten,
      hasMasterSplit: c.hasMasterSplit,
      productionYear: c.productionYear,
      parentalAdvisory: c.parentalAdvisory,
      lyrics: c.lyrics,
    })
    .returning({ id: submissionTracks.id });
  const credits = creditRows(row.id, c);
  if (credits.length > 0) await db.insert(submissionCredits).values(credits);
  if (t.socialClips.length > 0) {
    await db.insert(submissionClips).values(t.socialClips.map((clip, i) => ({ trackId: row.id, position: i, ...clip })));
  }
}
