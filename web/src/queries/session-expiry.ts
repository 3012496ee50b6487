/**
 * Whether this tab's session was ended by the API refusing a call (it expired), as opposed to signing out or never
 * signing in: the sign-in page then says why. Forgotten at the next sign-in.
 */
let endedByRefusal = false;

export function markSessionExpired(): void {
  endedByRefusal = true;
}

export function sessionExpired(): boolean {
  return endedByRefusal;
}

export function forgetSessionExpiry(): void {
  endedByRefusal = false;
}
