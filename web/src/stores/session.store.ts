import { create } from 'zustand';
import type { SessionGateway } from '../gateway/session.gateway';
import type { SessionPrincipal } from '../../../contracts';

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

export const useSessionStore = create<SessionState>((set, get) => ({
  ...initial,
  async load(gateway) {
    if (get().status === 'loading') return;
    set({ status: 'loading' });
    try {
      set({ principal: await gateway.me(), status: 'ready' });
    } catch {
      set({ principal: null, status: 'ready' });
    }
  },
  async signInArtist(gateway, artistId, code) {
    await gateway.signInArtist(artistId, code);
    // The sign-in answer may be brief; /api/me has the names the top bar shows.
    const principal = (await gateway.me()) ?? null;
    set({ principal, status: 'ready' });
    if (!principal) throw new Error('Not authenticated');
    return principal;
  },
  async signInStaff(gateway, email, password) {
    await gateway.signInStaff(email, password);
    const principal = (await gateway.me()) ?? null;
    set({ principal, status: 'ready' });
    if (!principal) throw new Error('Not authenticated');
    return principal;
  },
  async signOut(gateway) {
    try {
      await gateway.signOut();
    } finally {
      set({ principal: null, status: 'ready' });
    }
  },
  reset: () => set({ ...initial }),
}));

export const selectRole = (s: SessionState) => s.principal?.role ?? null;
