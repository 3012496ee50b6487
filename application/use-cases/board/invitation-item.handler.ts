import type { Board } from '../../ports/board.port';
import type { InvitationRepository } from '../../ports/invitation.repository.port';
import { type JobHandlerTable, PermanentJobError } from '../../ports/job-queue.port';
import type { WaitingListRepository } from '../../ports/waiting-list.repository.port';
import { invitationColumns } from './board-columns.builders';
import { BOARD_JOBS } from './board-jobs';
import { BOARD_KEYS } from './board-keys';
import { stringField } from './job-payload';

interface InvitationItemDeps {
  board: Board;
  invitations: InvitationRepository;
  waitingList: WaitingListRepository;
}

/**
 * The invitation's board item. An artist invited from the waiting list keeps one item: the entry's item moves
 * on to the invitation instead of a second one being made.
 */
export function invitationItemHandler(deps: InvitationItemDeps): JobHandlerTable[typeof BOARD_JOBS.createInvitationItem] {
  return {
    handle: async (payload) => {
      const id = stringField(payload, 'invitationId');
      const invitation = await deps.invitations.findInvitationById(id);
      if (!invitation) throw new PermanentJobError(`Invitation ${id} no longer exists`);
      if (invitation.boardItemId) return;
      const changes = { name: invitation.artist.artistName, columnValues: invitationColumns(invitation) };
      const entryItemId = payload.entryId ? await waitingListItem(deps, payload.entryId) : undefined;
      if (entryItemId) {
        await deps.board.updateItem(entryItemId, changes);
        await deps.invitations.setInvitationBoardItem(id, entryItemId);
        return;
      }
      const { itemId } = await deps.board.createItem({ key: BOARD_KEYS.invitation(id), group: 'Invitations', ...changes });
      await deps.invitations.setInvitationBoardItem(id, itemId);
    },
  };
}

/**
 * The entry's item when the invitation can take it over. Not when the entry or its item is gone, nor when the
 * item already mirrors a submission (a later invitation of the same entry then gets an item of its own).
 */
async function waitingListItem(deps: InvitationItemDeps, entryId: string): Promise<string | undefined> {
  const entry = await deps.waitingList.find(entryId);
  if (!entry) return undefined;
  // The entry's own item may still be queued: retry until it exists.
  if (!entry.boardItemId) throw new Error('The waiting-list entry has no board item yet');
  const item = await deps.board.getItem(entry.boardItemId);
  return item && !item.columnValues.submission_id ? entry.boardItemId : undefined;
}
