import {
  canChangeDelivered,
  checkTakedownReason,
  checkTakedownTargets,
  DELIVERY_KIND_MESSAGES,
} from '../../../domain/release/delivery-kind';
import { normaliseStatus } from '../../../domain/status';
import { AppError } from '../../errors/app-error';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { DeliveryOrder, ReleaseDelivery } from '../../ports/release-delivery.repository.port';
import { deliveryTargetNames } from './delivery-target-names';
import { queueDelivery } from './queue-delivery';
import { ONLY_APPROVED_DELIVERS, type RequestDeliveryDeps } from './request-delivery.use-case';
import { lockedSubmission } from '../review-desk/locked-submission';

/**
 * What staff ask the stores to do with a release they already have (a takedown: from the stores named, default all; a
 * resend: to one store).
 */
export type ReleaseChangeRequest =
  | { kind: 'update' }
  | { kind: 'takedown'; reason: unknown; targetIds?: readonly string[]; reasonShown?: boolean }
  | { kind: 'resend'; targetId: string };

export type RequestReleaseChangeDeps = RequestDeliveryDeps & { targets: Pick<DeliveryTargetRepository, 'list'> };

/**
 * Staff's 'Send update' and 'Take down' on the desk: the delivered release is queued again as a whole new
 * NewReleaseMessage (an update, to every store: one it was taken down from gets it back, which the desk asks first) or
 * as one without deals (a takedown, from the stores staff name; the others keep their state and deals), through the
 * same job, batches and exactly-once rules as its first delivery; 'Resend' gives one store (one that rejected it)
 * what it holds again, in a new batch. A job still waiting is joined and moved to run now.
 */
export class RequestReleaseChangeUseCase {
  constructor(private readonly deps: RequestReleaseChangeDeps) {}

  async execute(submissionId: string, request: ReleaseChangeRequest): Promise<ReleaseDelivery> {
    const d = this.deps;
    const resent = request.kind === 'resend' ? await this.knownStore(request.targetId) : null;
    const order = request.kind === 'resend' ? null : orderOf(request);
    const targetIds = request.kind === 'takedown' ? await this.takedownTargets(request.targetIds) : undefined;
    const queued = await d.unitOfWork.run(async () => {
      const submission = await lockedSubmission(d, submissionId);
      const status = normaliseStatus(submission.status);
      if (status !== 'approved' && status !== 'live') throw new AppError('conflict', ONLY_APPROVED_DELIVERS);
      if (!canChangeDelivered(await d.deliveries.find(submissionId)))
        throw new AppError('conflict', DELIVERY_KIND_MESSAGES.notDeliveredYet);
      const deps = { deliveries: d.deliveries, jobs: d.jobs, clock: d.clock, adapterName: d.deliveryAdapter };
      if (!resent) return queueDelivery(deps, submissionId, null, order ?? undefined, targetIds);
      const held = (await d.deliveries.targetOrders(submissionId)).find((o) => o.targetId === resent.id);
      if (!held) throw new AppError('conflict', DELIVERY_KIND_MESSAGES.resendNeverSent(resent.name));
      // What the store holds, again: its takedown (same reason), or the release as it now is.
      const again: DeliveryOrder =
        held.kind === 'takedown'
          ? { kind: 'takedown', reason: held.takedownReason ?? '', reasonShown: held.reasonShown }
          : { kind: 'update' };
      return queueDelivery(deps, submissionId, null, again, [resent.id]);
    });
    if (queued.deduplicated) await d.jobAdmin.retry(queued.id, d.clock.now());
    const delivery = await d.deliveries.find(submissionId);
    if (!delivery) throw new Error(`Delivery of ${submissionId} was not recorded`);
    return delivery;
  }

  private async knownStore(targetId: string): Promise<{ id: string; name: string }> {
    const store = (await deliveryTargetNames(this.deps.targets)).find((t) => t.id === targetId);
    if (!store) throw new AppError('invalid', DELIVERY_KIND_MESSAGES.resendStoreUnknown(targetId));
    return store;
  }

  private async takedownTargets(named: readonly string[] | undefined): Promise<string[]> {
    const known = (await deliveryTargetNames(this.deps.targets)).map((t) => t.id);
    const checked = checkTakedownTargets(named, known);
    if (!checked.ok) throw new AppError('invalid', checked.message);
    return checked.targetIds;
  }
}

function orderOf(request: Exclude<ReleaseChangeRequest, { kind: 'resend' }>): DeliveryOrder {
  if (request.kind === 'update') return { kind: 'update' };
  const reason = checkTakedownReason(request.reason);
  if (!reason.ok) throw new AppError('invalid', reason.message);
  return { kind: 'takedown', reason: reason.reason, reasonShown: request.reasonShown ?? true };
}
