import type { InvitationHook, InvitationMailSection } from '../../ports/invitation-hook.port';
import type { IssueArtistSignInCodeUseCase } from './issue-artist-sign-in-code.use-case';

export interface PortalAccessInvitationHookDeps {
  issueCode: IssueArtistSignInCodeUseCase;
  publicUrl: string;
}

/**
 * Gives an invited artist their portal sign-in (artist ID + invitation code) in the invitation's own
 * transaction, written into the invitation mail; the code exists only in that mail.
 */
export class PortalAccessInvitationHook implements InvitationHook {
  constructor(private readonly deps: PortalAccessInvitationHookDeps) {}

  async afterInvitationCreated(event: Parameters<InvitationHook['afterInvitationCreated']>[0]): Promise<InvitationMailSection> {
    const signInUrl = `${this.deps.publicUrl}/login`;
    // An artist who already has a code (even a revoked one) keeps it: a new one would lock them out.
    if (!event.isNewArtist && (await this.deps.issueCode.hasCode(event.artist.id))) {
      return { signInUrl, artistCode: event.artist.artistCode, code: null };
    }
    const { artistCode, invitationCode } = await this.deps.issueCode.execute(event.artist.id);
    return { signInUrl, artistCode, code: invitationCode };
  }
}
