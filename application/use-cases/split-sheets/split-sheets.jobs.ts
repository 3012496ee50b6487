import type { JobPayloads } from '../../jobs/job-kinds';
import type { EnqueueRequest } from '../../ports/job-queue.port';
import { BOARD_JOBS } from '../board/board-jobs';

export const SPLIT_SHEET_JOBS = {
  ask: 'split-sheets.ask',
  remind: 'split-sheets.remind',
  expire: 'split-sheets.expire',
} as const;

/**
 * The one call a sending (or resending) makes, inside its transaction: the collaborators are asked by a durable job,
 * so a release is never half-sent for want of a mail, and a version is asked once whoever runs the job.
 */
export function askCollaboratorsJob(submissionId: string, version: number): EnqueueRequest<JobPayloads, 'split-sheets.ask'> {
  return { kind: SPLIT_SHEET_JOBS.ask, payload: { submissionId, version }, dedupeKey: `${submissionId}:${version}` };
}

/** The board's splits column follows every answer: its row is written again as it then stands. */
export function refreshBoardJob(submissionId: string): EnqueueRequest<JobPayloads, 'board.refresh-submission-item'> {
  return { kind: BOARD_JOBS.refreshSubmissionItem, payload: { submissionId } };
}
