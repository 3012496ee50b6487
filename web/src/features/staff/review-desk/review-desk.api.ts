import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeStatusRequest, DeskFilter, ReviewDetailResponse, ReviewListQuery } from '@wire';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { ReviewDeskGateway } from '../../../gateway/review-desk.gateway';
import { useRereadingMutation } from '../../../queries/sending-mutation';

export const REVIEW_DESK_KEY = ['review-desk'] as const;
export const WAITING_LIST_KEY = ['waiting-list'] as const;
const reviewKey = (id: string) => ['review', id] as const;

const useDesk = () => useInjection(PORTAL_TOKENS.reviewDesk);

export const deskPageQuery = (gateway: ReviewDeskGateway, query: ReviewListQuery, key: unknown[]) =>
  queryOptions({ queryKey: [...REVIEW_DESK_KEY, ...key], queryFn: () => gateway.list(query), placeholderData: keepPreviousData });

export const reviewDetailQuery = (gateway: ReviewDeskGateway, id: string) =>
  queryOptions({ queryKey: reviewKey(id), queryFn: () => gateway.detail(id) });

/** One page of the desk; `key` names the filters, assignee and cursor it was read with. */
export const useDeskPage = (query: ReviewListQuery, key: unknown[]) => useQuery(deskPageQuery(useDesk(), query, key));

export function useReviewDetail<T>(id: string, select: (answer: ReviewDetailResponse) => T) {
  return useQuery({ ...reviewDetailQuery(useDesk(), id), select });
}

/** The staff to assign to and the note templates, read through the cache by the panels that need them. */
export function useDeskLists() {
  const gateway = useDesk();
  return { loadStaff: gateway.staffMembers, loadTemplates: gateway.noteTemplates };
}

type DetailChange =
  | { kind: 'status'; change: ChangeStatusRequest }
  | { kind: 'undo' }
  | { kind: 'assign'; staffId: string | null }
  | { kind: 'comment'; body: string };

function changeDetail(gateway: ReviewDeskGateway, id: string, change: DetailChange): Promise<ReviewDetailResponse> {
  if (change.kind === 'status') return gateway.changeStatus(id, change.change);
  if (change.kind === 'undo') return gateway.undo(id);
  if (change.kind === 'assign') return gateway.assign(id, change.staffId);
  return gateway.comment(id, change.body);
}

/** A change to one submission: its answer replaces the detail, and the desk's rows are read again on the way back. */
export function useChangeReview(id: string) {
  const gateway = useDesk();
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationKey: ['review', id, 'change'],
    mutationFn: (change: DetailChange) => changeDetail(gateway, id, change),
    onSuccess: (answer) => {
      client.setQueryData(reviewKey(id), answer);
      void client.invalidateQueries({ queryKey: REVIEW_DESK_KEY });
    },
  });
}

/** Moves the selected submissions (or the filtered ones) to a status; the desk is read again after. */
export function useBulkChange() {
  const gateway = useDesk();
  return useRereadingMutation(
    [...REVIEW_DESK_KEY, 'bulk'],
    ({ filter, ids, change }: { filter: DeskFilter; ids: string[]; change: ChangeStatusRequest }) =>
      gateway.bulkChange(filter, ids, change),
    { queryKey: REVIEW_DESK_KEY, after: 'success' },
  );
}

export const useWaitingList = () => {
  const gateway = useDesk();
  return useQuery({ queryKey: WAITING_LIST_KEY, queryFn: () => gateway.waitingList() });
};
