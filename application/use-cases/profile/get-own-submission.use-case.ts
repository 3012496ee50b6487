import type { SubmissionDetail } from '../../../contracts/profile.contract';
import { withSentValues } from '../../../domain/review-pins';
import type { LabelCopyRepository } from '../../ports/label-copy.repository.port';
import type { ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { SubmissionRepository } from '../../ports/submission.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import { toDetail } from './artist-submission.view';
import { ownSubmission } from './own-submission';

export interface GetOwnSubmissionDeps {
  submissions: SubmissionReviewRepository;
  sent: SubmissionRepository;
  deliveries: ReleaseDeliveryRepository;
  labelCopy: LabelCopyRepository;
}

/** One of the signed-in artist's own submissions; another artist's id answers exactly like an unknown one. */
export class GetOwnSubmissionUseCase {
  constructor(private readonly deps: GetOwnSubmissionDeps) {}

  async execute(artistId: string, id: string): Promise<SubmissionDetail> {
    const found = await ownSubmission(this.deps.submissions, artistId, id);
    const [tracks, reviews, delivery, corrections] = await Promise.all([
      this.deps.submissions.tracks(id),
      this.deps.submissions.reviews(id),
      this.deps.deliveries.find(id),
      this.deps.labelCopy.corrections(id),
    ]);
    const sentToStoresAt = delivery?.status === 'delivered' && delivery.deliveredAt ? delivery.deliveredAt.toISOString() : null;
    const detail = { ...toDetail(found, tracks, reviews, corrections), sentToStoresAt };
    if (detail.pinnedNotes.length === 0) return detail;
    // Each pinned field's value as sent, so the wizard can tell when the artist has changed it.
    const sent = await this.deps.sent.find(id);
    const sentValues = withSentValues(detail.pinnedNotes, sent ?? {});
    return { ...detail, pinnedNotes: detail.pinnedNotes.map((p, i) => ({ ...p, sentValue: sentValues[i].sentValue })) };
  }
}
