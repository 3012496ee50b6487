import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileView, UpdateProfileRequest } from '@wire';
import { useInjection } from '../di/container-context';
import { PORTAL_TOKENS } from '../di/portal-tokens';
import type { ProfileGateway } from '../gateway/profile.gateway';
import { SESSION_KEY } from './session-cache';

export const PROFILE_KEY = ['profile'] as const;
export const SUBMISSIONS_KEY = ['submissions'] as const;

function useProfileGateway(): ProfileGateway {
  return useInjection(PORTAL_TOKENS.profile);
}

/** The signed-in artist's profile (GET /api/profile). */
export function useProfile() {
  const gateway = useProfileGateway();
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => gateway.profile() });
}

/** The artist's submissions, newest first, as the dashboard cards show them. */
export function useSubmissions() {
  const gateway = useProfileGateway();
  return useQuery({ queryKey: SUBMISSIONS_KEY, queryFn: () => gateway.submissions() });
}

export interface ProfileSave {
  changes: UpdateProfileRequest;
  picture: File | null;
}

/** Saves the profile (picture first); the cached profile and the top bar's name and picture follow at once. */
export function useSaveProfile() {
  const gateway = useProfileGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, picture }: ProfileSave): Promise<ProfileView> => {
      if (picture) await gateway.uploadPicture(picture);
      return gateway.updateProfile(changes);
    },
    onSuccess: async (saved) => {
      client.setQueryData(PROFILE_KEY, saved);
      await client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
