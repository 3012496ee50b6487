import type { SubmissionDraft } from '../../../application/ports/submission.repository.port';
import { AppError } from '../../../application/errors/app-error';
import { IDENTIFIER_MESSAGES } from '../../../domain/catalogue/identifier.messages';
import type { Database } from '../database';
import { submissions } from '../schema';
import { isUniqueViolation } from '../unique-violation';
import { pick, RELEASE_ON_SUBMISSIONS, SUBMISSION_ROW_FIELDS } from './submission-columns';

/** A UPC the artist brings is refused when another release holds it (the unique index decides, under any race). */
export function upcConflict(error: unknown, upc: string | null): never {
  if (upc && isUniqueViolation(error)) throw new AppError('conflict', IDENTIFIER_MESSAGES.upcTaken);
  throw error;
}

/** The `submissions` row of a new submission; its id. */
export async function insertSubmissionRow(db: Database, d: SubmissionDraft): Promise<string> {
  try {
    const [row] = await db
      .insert(submissions)
      .values({ ...pick(d, SUBMISSION_ROW_FIELDS), ...pick(d, RELEASE_ON_SUBMISSIONS), uploadType: d.uploadType })
      .returning({ id: submissions.id });
    return row.id;
  } catch (error) {
    return upcConflict(error, d.upc);
  }
}
