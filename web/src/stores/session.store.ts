import { create } from 'zustand';
import type { SessionGateway } from '../gateway/session.gateway';
import type { SessionPrincipal } from '../../../contracts';
import { resetClientStores } from './reset-client-stores';

interface SessionState {
  principal: SessionPrincipal | null;
  /** 'unknown' until GET /api/me has answered once. */
  status: 'unknown' | 'loading' | 'ready';
  load(gateway: SessionGateway): Promise<void>;
  signInArtist(gateway: SessionGateway, artistId: string, code: string): Promise<SessionPrincipal>;
  signInStaff(gateway: SessionGateway, email: string, password: string): Promise<SessionPrincipal>;
  signOut(gateway: SessionGateway): Promise<void>;
  reset(): void;
}

const initial = { principal: null, status: 'unknown' } as const;

const samePerson = (a: SessionPrincipal, b: SessionPrincipal | null) => a.role === b?.role && a.userId === b?.userId;

export const useSessionStore = create<SessionState>((set, get) => {
  /** Sets who holds the tab; when that is no longer the previous person, nothing of theirs may show. */
  function holdBy(principal: SessionPrincipal | null) {
    const previous = get().principal;
    if (previous && !samePerson(previous, principal)) resetClientStores();
    set({ principal, status: 'ready' });
  }

  return {
    ...initial,
    async load(gateway) {
      if (get().status === 'loading') return;
      set({ status: 'loading' });
      try {
        holdBy(await gateway.me());
      } catch {
        holdBy(null);
      }
    },
    async signInArtist(gateway, artistId, code) {
      await gateway.signInArtist(artistId, code);
      // The sign-in answer may be brief; /api/me has the names the top bar shows.
      const principal = (await gateway.me()) ?? null;
      holdBy(principal);
      if (!principal) throw new Error('Not authenticated');
      return principal;
    },
    async signInStaff(gateway, email, password) {
      await gateway.signInStaff(email, password);
      const principal = (await gateway.me()) ?? null;
      holdBy(principal);
      if (!principal) throw new Error('Not authenticated');
      return principal;
    },
    async signOut(gateway) {
      try {
        await gateway.signOut();
      } finally {
        resetClientStores();
        set({ principal: null, status: 'ready' });
      }
    },
    reset: () => set({ ...initial }),
  };
});

export const selectRole = (s: SessionState) => s.principal?.role ?? null;
