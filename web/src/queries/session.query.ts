import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionPrincipal } from '@wire';
import { useInjection } from '../di/container-context';
import { PORTAL_TOKENS } from '../di/portal-tokens';
import type { SessionGateway } from '../gateway/session.gateway';
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

type SessionChange =
  { kind: 'artist'; artistId: string; code: string } | { kind: 'staff'; email: string; password: string } | { kind: 'sign-out' };

async function changeSession(gateway: SessionGateway, change: SessionChange): Promise<SessionPrincipal | null> {
  if (change.kind === 'sign-out') {
    await gateway.signOut();
    return null;
  }
  if (change.kind === 'artist') await gateway.signInArtist(change.artistId, change.code);
  else await gateway.signInStaff(change.email, change.password);
  // The sign-in answer may be brief; /api/me has the names the top bar shows.
  return (await gateway.me()) ?? null;
}

/** Sign-in and sign-out, as mutations; each leaves the cache holding only what the new person may see. */
export function useSessionActions() {
  const gateway = useInjection(PORTAL_TOKENS.session);
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    networkMode: 'always',
    mutationKey: ['session', 'change'],
    mutationFn: (change: SessionChange) => changeSession(gateway, change),
    onSettled: (principal, _error, change) => {
      if (change.kind === 'sign-out') clearSession(client);
      else if (principal !== undefined) holdSession(client, principal);
    },
  });
  const signedIn = async (change: SessionChange): Promise<SessionPrincipal> => {
    const principal = await mutateAsync(change);
    if (!principal) throw new Error('Not authenticated');
    return principal;
  };
  return {
    signInArtist: (artistId: string, code: string) => signedIn({ kind: 'artist', artistId, code }),
    signInStaff: (email: string, password: string) => signedIn({ kind: 'staff', email, password }),
    signOut: async (): Promise<void> => void (await mutateAsync({ kind: 'sign-out' })),
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
