import type { InvitedArtist } from './invitation.repository.port';

/** A part of the invitation mail a hook writes (how to sign in afterwards), with the secrets it carries. */
export interface InvitationMailSection {
  lines: string[];
  secrets: string[];
}

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
