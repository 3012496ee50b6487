import type { StoredTrack } from '../../../application/ports/submission.repository.port';
import type { Database } from '../database';
import { submissionClips, submissionCredits, submissionTracks } from '../schema';
import { creditColumns, creditRows } from './submission-credits.mapper';
import { pick, TRACK_ROW_FIELDS } from './submission-columns';

/** Writes one track with its credits and social clips (a new submission, or a resubmission's replaced tracks). */
export async function insertTrack(db: Database, submissionId: string, position: number, t: StoredTrack): Promise<void> {
  const c = t.credits;
  const [row] = await db
    .insert(submissionTracks)
    .values({
      submissionId,
      position,
      ...pick(t, TRACK_ROW_FIELDS),
      ...creditColumns(c),
    })
    .returning({ id: submissionTracks.id });
  const credits = creditRows(row.id, c);
  if (credits.length > 0) await db.insert(submissionCredits).values(credits);
  if (t.socialClips.length > 0) {
    await db.insert(submissionClips).values(t.socialClips.map((clip, i) => ({ trackId: row.id, position: i, ...clip })));
  }
}
