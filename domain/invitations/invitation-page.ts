import { INVITATION_MESSAGES } from './invitation.messages';

// spec: public flow §2.7: loading, invalid, valid.
export type LandingPageState = 'loading' | 'invalid' | 'valid';

/** The message an invalid invitation page shows: the server's error, else the default sentence. */
export function invalidInvitationMessage(error: string | null | undefined): string {
  return error && error.trim() !== '' ? error : INVITATION_MESSAGES.invalidLinkDefault;
}
