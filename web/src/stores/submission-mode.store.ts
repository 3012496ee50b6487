import { create } from 'zustand';
import { showsWaitingList } from '../../../domain/submissions-mode';
import type { PortalConfigGateway } from '../gateway/portal-config.gateway';

interface SubmissionModeState {
  submissionsEnabled: boolean;
  /** The page's own view (header toggle or ?mode=waiting-list) overriding the server's mode. */
  viewOverride: 'full' | 'waiting-list' | null;
  /** Opened from a valid invitation or returning-artist link: the full wizard even while submissions are paused. */
  invited: boolean;
  loaded: boolean;
  load(gateway: PortalConfigGateway): Promise<void>;
  setViewOverride(mode: 'full' | 'waiting-list' | null): void;
  openForInvitedArtist(): void;
  reset(): void;
}

const initial = { submissionsEnabled: true, viewOverride: null, invited: false, loaded: false } as const;

export const useSubmissionModeStore = create<SubmissionModeState>((set) => ({
  ...initial,
  async load(gateway) {
    try {
      set({ submissionsEnabled: await gateway.readSubmissionsEnabled(), loaded: true });
    } catch {
      // spec: public flow §4 — a failed config read means submissions are enabled.
      set({ submissionsEnabled: true, loaded: true });
    }
  },
  setViewOverride: (viewOverride) => set({ viewOverride }),
  openForInvitedArtist: () => set({ invited: true, viewOverride: 'full' }),
  reset: () => set({ ...initial }),
}));

export const selectWaitingListMode = (s: SubmissionModeState) => showsWaitingList(s);

/** The visitor may pick the full wizard only while submissions are open (or when invited). */
export const selectFullModeAvailable = (s: SubmissionModeState) => s.invited || s.submissionsEnabled;
