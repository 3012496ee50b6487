import type { Board } from '../../ports/board.port';
import type { InvitationRepository } from '../../ports/invitation.repository.port';
import { type JobHandlerTable, PermanentJobError } from '../../ports/job-queue.port';
import type { SubmissionRepository } from '../../ports/submission.repository.port';
import type { WaitingListRepository } from '../../ports/waiting-list.repository.port';
import { submissionColumns, waitingListColumns } from './board-columns.builders';
import { BOARD_JOBS, type BoardJobKind } from './board-jobs';

export interface MirrorToBoardDeps {
  board: Board;
  submissions: SubmissionRepository;
  waitingList: WaitingListRepository;
  invitations: InvitationRepository;
  /** The portal's public address: board links to stored files open there. */
  publicUrl: string;
}

const stringField = (payload: Record<string, unknown>, key: string): string => {
  const value = payload[key];
  if (typeof value !== 'string' || value === '') throw new PermanentJobError(`Job payload has no ${key}`);
  return value;
};

/**
 * Mirrors our records onto the board. Each handler first checks whether its work is already done (the
 * board item id is recorded), so a retry after a crash does not create a second item.
 */
export function boardJobHandlers(deps: MirrorToBoardDeps): Pick<JobHandlerTable, BoardJobKind> {
  return {
    [BOARD_JOBS.createSubmissionItem]: {
      handle: async (payload) => {
        const id = stringField(payload, 'submissionId');
        const submission = await deps.submissions.find(id);
        if (!submission) throw new PermanentJobError(`Submission ${id} no longer exists`);
        if (submission.boardItemId) return;
        const name = submission.itemName || `${submission.artistName} - ${submission.releaseTitle}`;
        const { itemId } = await deps.board.createItem({ name, columnValues: submissionColumns(id, submission, deps.publicUrl) });
        await deps.submissions.setBoardItemId(id, itemId);
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
        const name = submission.itemName || `${submission.artistName} - ${submission.releaseTitle}`;
        await deps.board.updateItem(invitation.boardItemId, {
          name,
          columnValues: { ...submissionColumns(id, submission, deps.publicUrl), token_status: 'Used' },
        });
        if (submission.boardItemId !== invitation.boardItemId) await deps.submissions.setBoardItemId(id, invitation.boardItemId);
      },
    },

    [BOARD_JOBS.createWaitingListItem]: {
      handle: async (payload) => {
        const id = stringField(payload, 'entryId');
        const entry = await deps.waitingList.find(id);
        if (!entry) throw new PermanentJobError(`Waiting-list entry ${id} no longer exists`);
        if (entry.boardItemId) return;
        const { itemId } = await deps.board.createItem({
          name: `${entry.artistName} (waiting list)`,
          columnValues: waitingListColumns(id, entry),
          group: 'Waiting list',
        });
        await deps.waitingList.setBoardItemId(id, itemId);
      },
    },

    [BOARD_JOBS.createInvitationItem]: {
      handle: async (payload) => {
        const id = stringField(payload, 'invitationId');
        const invitation = await deps.invitations.findInvitationById(id);
        if (!invitation) throw new PermanentJobError(`Invitation ${id} no longer exists`);
        if (invitation.boardItemId) return;
        const { itemId } = await deps.board.createItem({
          name: invitation.artist.artistName,
          group: 'Invitations',
          columnValues: {
            kind: 'Invitation',
            status: 'Invited',
            first_name: invitation.artist.firstName,
            surname: invitation.artist.surname,
            email: invitation.artist.email,
            artist_name: invitation.artist.artistName,
            artist_code: invitation.artist.artistCode,
            invitation_reason: invitation.reason,
            token_status: 'Sent',
          },
        });
        await deps.invitations.setInvitationBoardItem(id, itemId);
      },
    },
  };
}
