import type { Board, NewBoardItem } from '../../ports/board.port';
import type { InvitationRepository } from '../../ports/invitation.repository.port';
import { type JobHandlerTable, PermanentJobError } from '../../ports/job-queue.port';
import type { StoredSubmission, SubmissionRepository } from '../../ports/submission.repository.port';
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

const submissionItemName = (submission: StoredSubmission): string =>
  submission.itemName || `${submission.artistName} - ${submission.releaseTitle}`;

/** A record mirrored as a new board item, found by the id its job carries. */
interface MirroredRecord<R> {
  idField: string;
  /** How the failure names a record that is gone for good. */
  label: string;
  find(id: string): Promise<R | undefined>;
  item(record: R, id: string): NewBoardItem;
  save(id: string, itemId: string): Promise<void>;
}

/** Creates the record's board item unless it already has one, then records the item's id on it. */
function createItemOnce<R extends { boardItemId?: string | null }>(board: Board, mirrored: MirroredRecord<R>) {
  return {
    handle: async (payload: Record<string, unknown>): Promise<void> => {
      const id = stringField(payload, mirrored.idField);
      const record = await mirrored.find(id);
      if (!record) throw new PermanentJobError(`${mirrored.label} ${id} no longer exists`);
      if (record.boardItemId) return;
      const { itemId } = await board.createItem(mirrored.item(record, id));
      await mirrored.save(id, itemId);
    },
  };
}

/**
 * Mirrors our records onto the board. Each handler first checks whether its work is already done (the
 * board item id is recorded), so a retry after a crash does not create a second item.
 */
export function boardJobHandlers(deps: MirrorToBoardDeps): Pick<JobHandlerTable, BoardJobKind> {
  return {
    [BOARD_JOBS.createSubmissionItem]: createItemOnce(deps.board, {
      idField: 'submissionId',
      label: 'Submission',
      find: (id) => deps.submissions.find(id),
      item: (submission, id) => ({ name: submissionItemName(submission), columnValues: submissionColumns(id, submission, deps.publicUrl) }),
      save: (id, itemId) => deps.submissions.setBoardItemId(id, itemId),
    }),

    [BOARD_JOBS.updateForInvitation]: {
      handle: async (payload) => {
        const id = stringField(payload, 'submissionId');
        const invitation = await deps.invitations.findInvitationById(stringField(payload, 'invitationId'));
        const submission = await deps.submissions.find(id);
        if (!submission || !invitation) throw new PermanentJobError(`Submission ${id} or its invitation no longer exists`);
        // The invitation's own board item may still be queued: retry until it exists.
        if (!invitation.boardItemId) throw new Error('The invited artist has no board item yet');
        await deps.board.updateItem(invitation.boardItemId, {
          name: submissionItemName(submission),
          columnValues: { ...submissionColumns(id, submission, deps.publicUrl), token_status: 'Used' },
        });
        if (submission.boardItemId !== invitation.boardItemId) await deps.submissions.setBoardItemId(id, invitation.boardItemId);
      },
    },

    [BOARD_JOBS.createWaitingListItem]: createItemOnce(deps.board, {
      idField: 'entryId',
      label: 'Waiting-list entry',
      find: (id) => deps.waitingList.find(id),
      item: (entry, id) => ({
        name: `${entry.artistName} (waiting list)`,
        columnValues: waitingListColumns(id, entry),
        group: 'Waiting list',
      }),
      save: (id, itemId) => deps.waitingList.setBoardItemId(id, itemId),
    }),

    [BOARD_JOBS.createInvitationItem]: createItemOnce(deps.board, {
      idField: 'invitationId',
      label: 'Invitation',
      find: (id) => deps.invitations.findInvitationById(id),
      item: (invitation) => ({
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
      }),
      save: (id, itemId) => deps.invitations.setInvitationBoardItem(id, itemId),
    }),
  };
}
