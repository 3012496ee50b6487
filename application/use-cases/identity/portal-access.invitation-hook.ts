import type { Mailer } from '../../ports/mailer.port';
import type { InvitationHook } from '../invitations/create-invitation.use-case';
import type { IssueArtistSignInCode } from './issue-artist-sign-in-code.use-case';

/**
 * Gives an invited artist their portal sign-in (artist ID + invitation code) in the invitation's own
 * transaction, and mails it alongside the invitation link; the code exists only in this mail.
 */
export class PortalAccessInvitationHook implements InvitationHook {
  constructor(
    private readonly issueCode: IssueArtistSignInCode,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  async afterInvitationCreated(event: Parameters<InvitationHook['afterInvitationCreated']>[0]): Promise<void> {
    // An artist who already has a code (even a revoked one) keeps it: a new one would lock them out.
    if (!event.isNewArtist && (await this.issueCode.hasCode(event.artist.id))) return;
    const { artistCode, invitationCode } = await this.issueCode.execute(event.artist.id);
    await this.mailer.send({
      to: event.artist.email,
      category: 'portal-access',
      secrets: [invitationCode],
      subject: `${event.artist.artistName}, your artist portal sign-in`,
      text: [
        `Hi ${event.artist.firstName},`,
        '',
        `You can also sign in to your artist dashboard at ${this.publicUrl}/login with:`,
        `  Artist ID: ${artistCode}`,
        `  Invitation code: ${invitationCode}`,
        '',
        'Keep this code private. If you did not expect this mail, you can ignore it.',
      ].join('\n'),
    });
  }
}
