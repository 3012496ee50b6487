import type { DeliveryTargetRequest, DeliveryTargetResponse, DeliveryTargetsResponse } from '@wire';
import { staffJson } from '../staff-http.api';
import { staffList } from '../staff-list.api';

const targets = staffList('staff/delivery-targets', (answer: DeliveryTargetsResponse) => answer.targets);

export const deliveryTargetsQuery = targets.query;

/** The label's delivery targets, by name. */
export const useDeliveryTargets = targets.useList;

/** Adds or changes a target (`id` null: a new one), or removes one; the list reads again after either. */
export const useDeliveryTargetActions = () =>
  targets.useActions(
    async (http, { id, target }: { id: string | null; target: DeliveryTargetRequest }) =>
      (
        await staffJson<DeliveryTargetResponse>(
          http,
          id ? 'put' : 'post',
          id ? `staff/delivery-targets/${encodeURIComponent(id)}` : 'staff/delivery-targets',
          { json: target },
        )
      ).target,
  );
