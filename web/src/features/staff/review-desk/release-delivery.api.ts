import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReleaseDeliveryResponse, TakedownRequest } from '@wire';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { ReleaseDeliveryGateway } from '../../../gateway/release-delivery.gateway';

/** While a delivery is queued the panel reads again this often, so the job's outcome shows without a reload. */
export const DELIVERY_REFRESH_MS = 2_000;

const deliveryKey = (submissionId: string) => ['review', submissionId, 'delivery'] as const;

export const releaseDeliveryQuery = (gateway: ReleaseDeliveryGateway, submissionId: string) =>
  queryOptions({
    queryKey: deliveryKey(submissionId),
    queryFn: () => gateway.status(submissionId),
    refetchInterval: (query) => (query.state.data?.delivery?.status === 'queued' ? DELIVERY_REFRESH_MS : false),
  });

const useGateway = () => useInjection(PORTAL_TOKENS.releaseDelivery);

export function useReleaseDelivery(submissionId: string, enabled: boolean) {
  return useQuery({ ...releaseDeliveryQuery(useGateway(), submissionId), enabled });
}

/** Staff's Deliver / Retry delivery: the answer (Queued) replaces the panel's data at once. */
export function useDeliverRelease(submissionId: string) {
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => gateway.deliver(submissionId),
    onSuccess: (answer: ReleaseDeliveryResponse) => client.setQueryData(deliveryKey(submissionId), answer),
  });
}

/** Staff's Send update / Take down (its stores and reason): the answer (Queued) replaces the panel's data at once. */
export function useChangeDelivery(submissionId: string) {
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: 'update' } | ({ kind: 'takedown' } & TakedownRequest)) => {
      if (change.kind === 'update') return gateway.update(submissionId);
      const { reason, targetIds, reasonShown } = change;
      return gateway.takedown(submissionId, { reason, targetIds, reasonShown });
    },
    onSuccess: (answer: ReleaseDeliveryResponse) => client.setQueryData(deliveryKey(submissionId), answer),
  });
}

/** Staff's Resend beside a store that rejected the release: the answer (Queued) replaces the panel's data at once. */
export function useResendToStore(submissionId: string) {
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (targetId: string) => gateway.resend(submissionId, targetId),
    onSuccess: (answer: ReleaseDeliveryResponse) => client.setQueryData(deliveryKey(submissionId), answer),
  });
}
