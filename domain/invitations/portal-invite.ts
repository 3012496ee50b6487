import { PORTAL_INVITE_MESSAGES } from './invitation.messages';

/** artist-portal §5 invite check: the code must equal the artist's code; an unknown artist ID is refused first. */
export function portalInviteProblem(expectedCode: string | null | undefined, givenCode: string): string | null {
  if (expectedCode === null || expectedCode === undefined) return PORTAL_INVITE_MESSAGES.invalidArtistId;
  return expectedCode === givenCode.trim() ? null : PORTAL_INVITE_MESSAGES.invalidInvitationCode;
}
