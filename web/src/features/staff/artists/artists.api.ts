import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { ReviewDeskGateway } from '../../../gateway/review-desk.gateway';

const ARTISTS_KEY = ['staff-artists'] as const;
export type AccessChange = 'resendCode' | 'revokeAccess' | 'restoreAccess';

const useDesk = () => useInjection(PORTAL_TOKENS.reviewDesk);

export const staffArtistsQuery = (gateway: ReviewDeskGateway, search: string) =>
  queryOptions({ queryKey: [...ARTISTS_KEY, search], queryFn: () => gateway.artists(search), placeholderData: keepPreviousData });

export const useStaffArtists = (search: string) => useQuery(staffArtistsQuery(useDesk(), search));

/** A new sign-in code, or access cut off or given back; answers with the line to show, and the list is read again. */
export function useArtistAccess() {
  const gateway = useDesk();
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationKey: [...ARTISTS_KEY, 'access'],
    mutationFn: ({ change, artistId }: { change: AccessChange; artistId: string }) => gateway[change](artistId),
    onSettled: () => client.invalidateQueries({ queryKey: ARTISTS_KEY }),
  });
}
