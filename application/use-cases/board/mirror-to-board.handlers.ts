import type { Board, NewBoardItem } from '../../ports/board.port';
import type { InvitationRepository } from '../../ports/invitation.repository.port';
import { type JobHandlerTable, PermanentJobError } from '../../ports/job-queue.port';
import type { WaitingListRepository } from '../../ports/waiting-list.repository.port';
import { waitingListColumns } from './board-columns.builders';
import { BOARD_JOBS, type BoardJobKind } from './board-jobs';
import { BOARD_KEYS } from './board-keys';
import { invitationItemHandler } from './invitation-item.handler';
import { stringField } from './job-payload';
import { currentSubmissionRow, type SubmissionRowDeps, writeUntilCurrent } from './submission-board-row';

export interface MirrorToBoardDeps extends SubmissionRowDeps {
  board: Board;
  waitingList: WaitingListRepository;
  invitations: InvitationRepository;
}

/**
 * Mirrors our records onto the board. Every item carries its record's key, so a create retried after a lost
 * answer finds the item instead of adding another; a submission's row is always written as it stands when the
 * job runs, so a job retried late never puts an older status back.
 */
export function boardJobHandlers(deps: MirrorToBoardDeps): Pick<JobHandlerTable, BoardJobKind> {
  const { board } = deps;
  const row =
    (id: string, extra = {}) =>
    async () =>
      (await currentSubmissionRow(deps, id, extra)).row;
  return {
    [BOARD_JOBS.createSubmissionItem]: {
      handle: async (payload) => {
        const id = stringField(payload, 'submissionId');
        const { submission, row: created } = await currentSubmissionRow(deps, id);
        if (submission.boardItemId) return;
        const item: NewBoardItem = { key: BOARD_KEYS.submission(id), ...created };
        const { itemId, created: isNew } = await board.createItem(item);
        await deps.submissions.setBoardItemId(id, itemId);
        // A found item may hold an older row; a new one holds `created` until the submission moved on meanwhile.
        await writeUntilCurrent(board, itemId, row(id), isNew ? created : undefined);
      },
    },

    [BOARD_JOBS.refreshSubmissionItem]: {
      handle: async (payload) => {
        const id = stringField(payload, 'submissionId');
        const submission = await deps.submissions.find(id);
        // Without an item yet, the job that creates or takes one over writes the row as it stands then.
        if (!submission?.boardItemId) return;
        await writeUntilCurrent(board, submission.boardItemId, row(id));
      },
    },

    [BOARD_JOBS.updateForInvitation]: {
      handle: async (payload) => {
        const id = stringField(payload, 'submissionId');
        const invitation = await deps.invitations.findInvitationById(stringField(payload, 'invitationId'));
        const submission = await deps.submissions.find(id);
        if (!submission || !invitation) throw new PermanentJobError(`Submission ${id} or its invitation no longer exists`);
        // The invitation's own board item may still be queued: retry until it exists.
        if (!invitation.boardItemId) throw new Error('The invited artist has no board item yet');
        if (submission.boardItemId !== invitation.boardItemId) await deps.submissions.setBoardItemId(id, invitation.boardItemId);
        await writeUntilCurrent(board, invitation.boardItemId, row(id, { token_status: 'Used' }));
      },
    },

    [BOARD_JOBS.createWaitingListItem]: {
      handle: async (payload) => {
        const id = stringField(payload, 'entryId');
        const entry = await deps.waitingList.find(id);
        if (!entry) throw new PermanentJobError(`Waiting-list entry ${id} no longer exists`);
        if (entry.boardItemId) return;
        const { itemId } = await board.createItem({
          key: BOARD_KEYS.waitingList(id),
          name: `${entry.artistName} (waiting list)`,
          columnValues: waitingListColumns(id, entry),
          group: 'Waiting list',
        });
        await deps.waitingList.setBoardItemId(id, itemId);
      },
    },

    [BOARD_JOBS.createInvitationItem]: invitationItemHandler(deps),
  };
}
