import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionPrincipal } from '../../../contracts';
import { useInjection } from '../di/container-context';
import { PORTAL_TOKENS } from '../di/portal-tokens';
import { onSessionRefused } from '../gateway/session-refusals';
import { clearSession, endSession, forgetPreviousPerson, holdSession, SESSION_KEY } from './session-cache';

export interface Session {
  principal: SessionPrincipal | null;
  /** 'unknown' until GET /api/me has answered once. */
  status: 'unknown' | 'ready';
}

/** The signed-in caller (GET /api/me), asked once per tab and again after a profile change. */
export function useSession(): Session {
  const gateway = useInjection(PORTAL_TOKENS.session);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => {
      const principal = await gateway.me().catch(() => null);
      forgetPreviousPerson(client, principal);
      return principal;
    },
    staleTime: Infinity,
  });
  return { principal: query.data ?? null, status: query.isPending ? 'unknown' : 'ready' };
}

/** Sign-in and sign-out; each leaves the cache holding only what the new person may see. */
export function useSessionActions() {
  const gateway = useInjection(PORTAL_TOKENS.session);
  const client = useQueryClient();
  const afterSignIn = async () => {
    // The sign-in answer may be brief; /api/me has the names the top bar shows.
    const principal = (await gateway.me()) ?? null;
    holdSession(client, principal);
    if (!principal) throw new Error('Not authenticated');
    return principal;
  };
  return {
    async signInArtist(artistId: string, code: string): Promise<SessionPrincipal> {
      await gateway.signInArtist(artistId, code);
      return afterSignIn();
    },
    async signInStaff(email: string, password: string): Promise<SessionPrincipal> {
      await gateway.signInStaff(email, password);
      return afterSignIn();
    },
    async signOut(): Promise<void> {
      try {
        await gateway.signOut();
      } finally {
        clearSession(client);
      }
    },
  };
}

/**
 * While a signed-in area is open, a 401 to any call, through the query cache or not, ends the session as sign-out
 * does (and the area's role guard sends the person to sign-in). Public pages do not listen: there a refused form
 * session is the wizard's own business.
 */
export function useEndSessionOnRefusal(): void {
  const client = useQueryClient();
  useEffect(() => onSessionRefused(() => endSession(client)), [client]);
}
