import { create } from 'zustand';
import type { PortalConfigGateway } from '../gateway/portal-config.gateway';

interface SubmissionModeState {
  submissionsEnabled: boolean;
  /** The page's own view (header toggle or ?mode=waiting-list) overriding the server's mode. */
  viewOverride: 'full' | 'waiting-list' | null;
  loaded: boolean;
  load(gateway: PortalConfigGateway): Promise<void>;
  setViewOverride(mode: 'full' | 'waiting-list' | null): void;
  reset(): void;
}

const initial = { submissionsEnabled: true, viewOverride: null, loaded: false } as const;

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
  reset: () => set({ ...initial }),
}));

export const selectWaitingListMode = (s: SubmissionModeState) =>
  s.viewOverride ? s.viewOverride === 'waiting-list' : !s.submissionsEnabled;
