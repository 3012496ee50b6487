import type { ReleaseDeliveryResponse } from '../../../contracts/delivery.contract';
import { formatIsrc } from '../../../domain/catalogue';
import { DELIVERY_STATUS_LABELS } from '../../../domain/release/delivery-status';
import type { ReleaseDelivery, ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { ReleaseIdentifiersRepository } from '../../ports/release-identifiers.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import { NotFoundError, SUBMISSION_NOT_FOUND } from '../profile/profile.errors';

export function deliveryView(delivery: ReleaseDelivery | null): ReleaseDeliveryResponse['delivery'] {
  if (!delivery) return null;
  return {
    status: delivery.status,
    label: DELIVERY_STATUS_LABELS[delivery.status],
    adapter: delivery.adapter,
    attempts: delivery.attempts,
    lastError: delivery.lastError,
    packageKey: delivery.packageKey,
    queuedAt: delivery.queuedAt.toISOString(),
    sendsAt: delivery.sendsAt?.toISOString() ?? null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    updatedAt: delivery.updatedAt.toISOString(),
  };
}

export interface GetReleaseDeliveryDeps {
  reviews: SubmissionReviewRepository;
  deliveries: ReleaseDeliveryRepository;
  identifiers: ReleaseIdentifiersRepository;
}

/** The desk's delivery panel: where the release is on its way to the stores, and its identifiers. */
export class GetReleaseDeliveryUseCase {
  constructor(private readonly deps: GetReleaseDeliveryDeps) {}

  async execute(submissionId: string): Promise<ReleaseDeliveryResponse> {
    if (!(await this.deps.reviews.find(submissionId))) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    const [delivery, current] = await Promise.all([this.deps.deliveries.find(submissionId), this.deps.identifiers.current(submissionId)]);
    return {
      success: true,
      delivery: deliveryView(delivery),
      upc: current.upc,
      isrcs: current.tracks.map((t) => (t.isrc ? formatIsrc(t.isrc) : null)),
    };
  }
}
