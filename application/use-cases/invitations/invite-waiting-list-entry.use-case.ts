import type { WaitingListRepository } from '../../ports/waiting-list.repository.port';
import { UseCaseError } from '../public-flow/use-case-error';
import type { CreateInvitationResult, CreateInvitationUseCase } from './create-invitation.use-case';

export const WAITING_LIST_ENTRY_NOT_FOUND = 'Waiting-list entry not found';

/**
 * Staff invite a waiting-list entry as it stands. Whatever the invitation rules refuse (a field, a name that
 * differs from the artist's) is the entry's problem, so every refusal is 'invalid' with the rule's message.
 */
export class InviteWaitingListEntryUseCase {
  constructor(private readonly deps: { waitingList: WaitingListRepository; createInvitation: CreateInvitationUseCase }) {}

  async execute(entryId: string, invitedBy: string): Promise<CreateInvitationResult> {
    const entry = await this.deps.waitingList.find(entryId);
    if (!entry) throw new UseCaseError('not_found', WAITING_LIST_ENTRY_NOT_FOUND);
    const { artistName, firstName, surname, email } = entry;
    try {
      return await this.deps.createInvitation.execute(
        { artistName, firstName, surname, email, invitationReason: 'Invited from the waiting list' },
        invitedBy,
        entryId,
      );
    } catch (error) {
      if (error instanceof UseCaseError) throw new UseCaseError('invalid', error.message);
      throw error;
    }
  }
}
