import type { InvitationSignIn } from './mail-categories';
import type { InvitedArtist } from './invitation.repository.port';

/** What a hook adds to the invitation mail: how to sign in afterwards (its code, if any, is masked for staff). */
export type InvitationMailSection = InvitationSignIn;

/**
 * Runs inside the invitation's unit of work after the artist and invitation rows exist (sign-in issues the
 * artist's sign-in code here). Throwing rolls the whole invitation back. What it returns goes into the one
 * invitation mail, so the artist never gets two mails at once.
 */
export interface InvitationHook {
  afterInvitationCreated(event: {
    artist: InvitedArtist;
    invitationId: string;
    isNewArtist: boolean;
  }): Promise<InvitationMailSection | undefined>;
}

/** The hooks run inside an invitation's transaction (one array: features add theirs at start-up). */
export const INVITATION_HOOKS = Symbol('InvitationHooks');
