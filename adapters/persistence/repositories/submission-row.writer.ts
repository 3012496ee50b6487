import type { SubmissionDraft } from '../../../application/ports/submission.repository.port';
import type { Database } from '../database';
import { submissions } from '../schema';
import { pick, RELEASE_ON_SUBMISSIONS, SUBMISSION_ROW_FIELDS } from './submission-columns';

/** The `submissions` row of a new submission; its id. */
export async function insertSubmissionRow(db: Database, d: SubmissionDraft): Promise<string> {
  const [row] = await db
    .insert(submissions)
    .values({ ...pick(d, SUBMISSION_ROW_FIELDS), ...pick(d, RELEASE_ON_SUBMISSIONS), uploadType: d.uploadType })
    .returning({ id: submissions.id });
  return row.id;
}
