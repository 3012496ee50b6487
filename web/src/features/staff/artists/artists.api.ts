import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { ReviewDeskGateway } from '../../../gateway/review-desk.gateway';
import { useRereadingMutation } from '../../../queries/sending-mutation';

const ARTISTS_KEY = ['staff-artists'] as const;
export type AccessChange = 'resendCode' | 'revokeAccess' | 'restoreAccess';

const useDesk = () => useInjection(PORTAL_TOKENS.reviewDesk);

export const staffArtistsQuery = (gateway: ReviewDeskGateway, search: string) =>
  queryOptions({ queryKey: [...ARTISTS_KEY, search], queryFn: () => gateway.artists(search), placeholderData: keepPreviousData });

export const useStaffArtists = (search: string) => useQuery(staffArtistsQuery(useDesk(), search));

/** A new sign-in code, or access cut off or given back; answers with the line to show, and the list is read again. */
export function useArtistAccess() {
  const gateway = useDesk();
  return useRereadingMutation(
    [...ARTISTS_KEY, 'access'],
    ({ change, artistId }: { change: AccessChange; artistId: string }) => gateway[change](artistId),
    { queryKey: ARTISTS_KEY, after: 'settled' },
  );
}
