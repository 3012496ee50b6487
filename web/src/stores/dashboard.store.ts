import { create } from 'zustand';
import { DASHBOARD_MESSAGES } from '../../../domain/dashboard';
import type { ProfileGateway } from '../gateway/profile.gateway';
import type { SubmissionCard as PortalSubmission, ProfileView as Profile } from '../../../contracts';

interface DashboardState {
  profile: Profile | null;
  submissions: PortalSubmission[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  load(gateway: ProfileGateway): Promise<void>;
  setProfile(profile: Profile): void;
  reset(): void;
}

const initial = { profile: null, status: 'idle', error: null } as const;

export const useDashboardStore = create<DashboardState>((set) => ({
  ...initial,
  submissions: [],
  async load(gateway) {
    set({ status: 'loading', error: null });
    try {
      const [profile, submissions] = await Promise.all([gateway.profile(), gateway.submissions()]);
      set({ profile, submissions, status: 'ready' });
    } catch {
      set({ status: 'error', error: DASHBOARD_MESSAGES.loadFailed });
    }
  },
  setProfile: (profile) => set({ profile }),
  reset: () => set({ ...initial, submissions: [] }),
}));
