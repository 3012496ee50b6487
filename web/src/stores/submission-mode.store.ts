import { create } from 'zustand';
import { onClientReset } from './reset-client-stores';

/** The visitor's own view of the public pages; whether staff paused submissions is server state (portal-config.query). */
interface SubmissionModeState {
  /** The page's own view (header toggle or ?mode=waiting-list) overriding the server's mode. */
  viewOverride: 'full' | 'waiting-list' | null;
  /** Opened from a valid invitation or returning-artist link: the full wizard even while submissions are paused. */
  invited: boolean;
  setViewOverride(mode: 'full' | 'waiting-list' | null): void;
  openForInvitedArtist(): void;
  reset(): void;
}

const initial = { viewOverride: null, invited: false } as const;

export const useSubmissionModeStore = create<SubmissionModeState>((set) => ({
  ...initial,
  setViewOverride: (viewOverride) => set({ viewOverride }),
  openForInvitedArtist: () => set({ invited: true, viewOverride: 'full' }),
  reset: () => set({ ...initial }),
}));

onClientReset(() => useSubmissionModeStore.getState().reset());
