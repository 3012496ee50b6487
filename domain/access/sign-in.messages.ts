// spec: artist-portal §5 names 'Invalid artist ID' and 'Invalid invitation code'. The server answers both
// cases with one combined sentence so a caller cannot learn which artist IDs exist (brute force).
export const SIGN_IN_MESSAGES = {
  invalidArtistCredentials: 'Invalid artist ID or invitation code',
  invalidStaffCredentials: 'Invalid email or password',
  artistIdRequired: 'Artist ID is required',
  invitationCodeRequired: 'Invitation code is required',
  passwordRequired: 'Password is required',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have access to this page',
  crossSiteRefused: 'This request came from another site and was refused',
  signedOut: 'Signed out',
  sessionExpired: 'Your session ended, so you were signed out. Sign in again to carry on: what you were editing is kept.',
} as const;

/** 429 text: how long the caller must wait, rounded up to whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
