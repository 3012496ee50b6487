import type { Board, BoardColumnValues, BoardItemChanges } from '../../ports/board.port';
import { PermanentJobError } from '../../ports/job-queue.port';
import type { StoredSubmission, SubmissionRepository } from '../../ports/submission.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import { type SubmissionReviewState, submissionColumns } from './board-columns.builders';

export interface SubmissionRowDeps {
  submissions: SubmissionRepository;
  reviews: SubmissionReviewRepository;
  /** The portal's public address: board links to stored files open there. */
  publicUrl: string;
  /** The splits column ('all agreed', 'n waiting', 'declined'), when split sheets are kept. */
  splitsColumn?: (submissionId: string) => Promise<string>;
}

/** How often a job writes a submission that keeps changing under it before it gives up and is retried later. */
const MAX_WRITES = 5;

export const submissionItemName = (submission: StoredSubmission): string =>
  submission.itemName || `${submission.artistName} - ${submission.releaseTitle}`;

/** The latest version a review was made on, and the note of the latest change when staff made it. */
async function reviewState(reviews: SubmissionReviewRepository, submission: StoredSubmission): Promise<SubmissionReviewState> {
  const history = await reviews.reviews(submission.id);
  const latest = history[0];
  return {
    status: submission.status,
    version: Math.max(1, ...history.map((r) => r.version)),
    note: latest?.actor === 'staff' ? (latest.note ?? '') : '',
  };
}

/** The submission's board row as it stands now (status, version and note included), with `extra` values on top. */
export async function currentSubmissionRow(
  deps: SubmissionRowDeps,
  id: string,
  extra: BoardColumnValues = {},
): Promise<{ submission: StoredSubmission; row: Required<BoardItemChanges> }> {
  const submission = await deps.submissions.find(id);
  if (!submission) throw new PermanentJobError(`Submission ${id} no longer exists`);
  const splits: BoardColumnValues = deps.splitsColumn ? { splits: await deps.splitsColumn(id) } : {};
  const columnValues = {
    ...submissionColumns(submission, await reviewState(deps.reviews, submission), deps.publicUrl),
    ...splits,
    ...extra,
  };
  return { submission, row: { name: submissionItemName(submission), columnValues } };
}

const same = (a: BoardItemChanges, b: BoardItemChanges) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes the row read at run time, then reads again and writes again until the read finds what was written: a
 * job that read an older status never leaves it on the item after a newer one (its last read sees the newer).
 * `written` is what the item is already known to hold.
 */
export async function writeUntilCurrent(
  board: Board,
  itemId: string,
  read: () => Promise<BoardItemChanges>,
  written?: BoardItemChanges,
): Promise<void> {
  let known = written;
  for (let write = 0; write <= MAX_WRITES; write++) {
    const current = await read();
    if (known && same(current, known)) return;
    if (write === MAX_WRITES) break;
    await board.updateItem(itemId, current);
    known = current;
  }
  throw new Error('The submission kept changing while it was written to the board');
}
