import { AppError } from '../../../application/errors/app-error';
import type { StoredTrack } from '../../../application/ports/submission.repository.port';
import { IDENTIFIER_MESSAGES } from '../../../domain/catalogue';
import type { Database } from '../database';
import { submissionClips, submissionCredits, submissionTracks } from '../schema';
import { creditColumns, creditRows } from './submission-credits.mapper';
import { pick, TRACK_ROW_FIELDS } from './submission-columns';
import { isUniqueViolation } from '../unique-violation';

/** An ISRC another release's track holds (the unique index of migration 1100) is the artist's to correct: 409. */
export function isrcTaken(field: string): AppError {
  const message = IDENTIFIER_MESSAGES.isrcTaken;
  return new AppError('conflict', message, { details: [{ field, message }] });
}

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
    .returning({ id: submissionTracks.id })
    .catch((error: unknown) => {
      throw t.isrc && isUniqueViolation(error) ? isrcTaken(`tracks[${position}].isrc`) : error;
    });
  const credits = creditRows(row.id, c);
  if (credits.length > 0) await db.insert(submissionCredits).values(credits);
  if (t.socialClips.length > 0) {
    await db.insert(submissionClips).values(t.socialClips.map((clip, i) => ({ trackId: row.id, position: i, ...clip })));
  }
}
