import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryTargetRequest, DeliveryTargetResponse, DeliveryTargetsResponse, DeliveryTargetView, MessageResponse } from '@wire';
import type { HttpClient } from '../../../gateway/http-client';
import { staffJson, useStaffHttp } from '../staff-http.api';

const TARGETS_KEY = ['staff', 'delivery-targets'] as const;

export const fetchDeliveryTargets = async (http: HttpClient): Promise<DeliveryTargetView[]> =>
  (await staffJson<DeliveryTargetsResponse>(http, 'get', 'staff/delivery-targets')).targets;

export const deliveryTargetsQuery = (http: HttpClient) =>
  queryOptions({ queryKey: TARGETS_KEY, queryFn: () => fetchDeliveryTargets(http) });

/** The label's delivery targets, by name. */
export function useDeliveryTargets() {
  return useQuery(deliveryTargetsQuery(useStaffHttp()));
}

/** Adds or changes a target (`id` null: a new one), or removes one; the list reads again after either. */
export function useDeliveryTargetActions() {
  const http = useStaffHttp();
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: TARGETS_KEY });
  const save = useMutation({
    mutationFn: async ({ id, target }: { id: string | null; target: DeliveryTargetRequest }) =>
      (
        await staffJson<DeliveryTargetResponse>(
          http,
          id ? 'put' : 'post',
          id ? `staff/delivery-targets/${encodeURIComponent(id)}` : 'staff/delivery-targets',
          { json: target },
        )
      ).target,
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => staffJson<MessageResponse>(http, 'delete', `staff/delivery-targets/${encodeURIComponent(id)}`),
    onSettled,
  });
  return { save, remove };
}
