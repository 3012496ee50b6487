import type { QueryClient } from '@tanstack/react-query';
import type { SessionPrincipal } from '@wire';
import { ApiError } from '../gateway/api-error';
import { resetClientStores } from '../stores/reset-client-stores';
import { markSessionExpired } from './session-expiry';

export const SESSION_KEY = ['session'] as const;

const samePerson = (a: SessionPrincipal, b: SessionPrincipal | null) => a.role === b?.role && a.userId === b?.userId;

const heldBy = (client: QueryClient) => client.getQueryData<SessionPrincipal | null>(SESSION_KEY) ?? null;

/** Drops the client stores and every cached answer but the session's own. */
function forgetSignedInData(client: QueryClient): void {
  resetClientStores();
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
}

/** When the tab is now someone else's (or no one's), nothing of the previous person may show. */
export function forgetPreviousPerson(client: QueryClient, principal: SessionPrincipal | null): void {
  const previous = heldBy(client);
  if (previous && !samePerson(previous, principal)) forgetSignedInData(client);
}

/** Who holds the tab after a sign-in. */
export function holdSession(client: QueryClient, principal: SessionPrincipal | null): void {
  forgetPreviousPerson(client, principal);
  client.setQueryData(SESSION_KEY, principal);
}

/**
 * Sign-out: every store, every cached answer and every remembered write start clean. The session's own entry is
 * set to nobody rather than removed, so whatever shows the session hears of it.
 */
export function clearSession(client: QueryClient): void {
  forgetSignedInData(client);
  client.getMutationCache().clear();
  client.setQueryData(SESSION_KEY, null);
}

/** A session the server ended mid-use (a 401): the same as signing out, if anyone was signed in. */
export function endSession(client: QueryClient): void {
  if (!heldBy(client)) return;
  markSessionExpired();
  clearSession(client);
}

/** A read or write answered 401: the session ended on the server. */
export function endSessionIfRefused(error: Error, client: QueryClient): void {
  if (error instanceof ApiError && error.status === 401) endSession(client);
}
