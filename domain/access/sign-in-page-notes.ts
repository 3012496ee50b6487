import { COMMON_MESSAGES } from '../shared/common.messages';
import { LOST_CODE_MESSAGES } from './lost-code';
import { SIGN_IN_MESSAGES } from './sign-in.messages';

/**
 * What a sign-in page says when a plain form post (sent before the page's script ran, or with scripts off) sends
 * the visitor back to it: `?note=<key>` in the address, never the credentials. The build prerenders each sign-in page
 * once per note (web/src/app/routes.tsx), so the message shows without the script.
 */
export const SIGN_IN_PAGE_NOTES = {
  'wrong-artist-credentials': { severity: 'error', message: SIGN_IN_MESSAGES.invalidArtistCredentials },
  'wrong-staff-credentials': { severity: 'error', message: SIGN_IN_MESSAGES.invalidStaffCredentials },
  'artist-id-required': { severity: 'error', message: SIGN_IN_MESSAGES.artistIdRequired },
  'invitation-code-required': { severity: 'error', message: SIGN_IN_MESSAGES.invitationCodeRequired },
  'email-required': { severity: 'error', message: COMMON_MESSAGES.emailRequired },
  'email-invalid': { severity: 'error', message: COMMON_MESSAGES.invalidEmail },
  'password-required': { severity: 'error', message: SIGN_IN_MESSAGES.passwordRequired },
  // The page cannot carry the wait in minutes (it is prerendered); the script-driven form shows the exact wait.
  'too-many-attempts': { severity: 'error', message: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
  'cross-site': { severity: 'error', message: SIGN_IN_MESSAGES.crossSiteRefused },
  'new-code-sent': { severity: 'success', message: LOST_CODE_MESSAGES.sent },
  'new-code-refused': { severity: 'error', message: LOST_CODE_MESSAGES.tooMany },
  'signed-out': { severity: 'success', message: SIGN_IN_MESSAGES.signedOut },
} as const satisfies Record<string, { severity: 'error' | 'success'; message: string }>;

export type SignInPageNote = keyof typeof SIGN_IN_PAGE_NOTES;

/** The notes each sign-in page can be sent back with. */
export const ARTIST_SIGN_IN_NOTES: readonly SignInPageNote[] = [
  'wrong-artist-credentials',
  'artist-id-required',
  'invitation-code-required',
  'too-many-attempts',
  'cross-site',
  'email-invalid',
  'new-code-sent',
  'new-code-refused',
  'signed-out',
];
export const STAFF_SIGN_IN_NOTES: readonly SignInPageNote[] = [
  'wrong-staff-credentials',
  'email-required',
  'email-invalid',
  'password-required',
  'too-many-attempts',
  'cross-site',
  'signed-out',
];

export const isSignInPageNote = (key: string | null | undefined): key is SignInPageNote =>
  typeof key === 'string' && Object.hasOwn(SIGN_IN_PAGE_NOTES, key);

/** The note whose message is `message`, if one is. */
export const signInPageNoteOf = (message: string): SignInPageNote | undefined =>
  (Object.keys(SIGN_IN_PAGE_NOTES) as SignInPageNote[]).find((key) => SIGN_IN_PAGE_NOTES[key].message === message);
