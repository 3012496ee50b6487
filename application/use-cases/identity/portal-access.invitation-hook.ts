import type { InvitationHook, InvitationMailSection } from '../../ports/invitation-hook.port';
import type { IssueArtistSignInCodeUseCase } from './issue-artist-sign-in-code.use-case';

/**
 * Gives an invited artist their portal sign-in (artist ID + invitation code) in the invitation's own
 * transaction, written into the invitation mail; the code exists only in that mail.
 */
export class PortalAccessInvitationHook implements InvitationHook {
  constructor(
    private readonly issueCode: IssueArtistSignInCodeUseCase,
    private readonly publicUrl: string,
  ) {}

  async afterInvitationCreated(event: Parameters<InvitationHook['afterInvitationCreated']>[0]): Promise<InvitationMailSection> {
    const signIn = `${this.publicUrl}/login`;
    // An artist who already has a code (even a revoked one) keeps it: a new one would lock them out.
    if (!event.isNewArtist && (await this.issueCode.hasCode(event.artist.id))) {
      return {
        lines: [
          `After you submit, follow your release and sign your artist agreement at ${signIn} with your artist ID ${event.artist.artistCode} and the code you already have.`,
          `Lost your code? Choose 'Lost your code?' on that page and we will email you a new one.`,
        ],
        secrets: [],
      };
    }
    const { artistCode, invitationCode } = await this.issueCode.execute(event.artist.id);
    return {
      lines: [
        `After you submit, follow your release and sign your artist agreement at ${signIn} with:`,
        `  Artist ID: ${artistCode}`,
        `  Invitation code: ${invitationCode}`,
        '',
        'Keep this code private. If you did not expect this mail, you can ignore it.',
      ],
      secrets: [invitationCode],
    };
  }
}
