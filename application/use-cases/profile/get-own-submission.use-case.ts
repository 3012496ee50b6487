import type { ReleaseIdentifiersView, SubmissionDetail } from '../../../wire/profile.wire';
import { formatIsrc } from '../../../domain/catalogue';
import { catalogueStage } from '../../../domain/label-catalogue';
import { withSentValues } from '../../../domain/review-pins';
import { aiDisclosureInWords, containsAiInWords } from '../../../domain/release/ai-disclosure-words';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { LabelCopyRepository } from '../../ports/label-copy.repository.port';
import type { ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { SubmissionRepository } from '../../ports/submission.repository.port';
import type { ReleaseIdentifiersRepository } from '../../ports/release-identifiers.repository.port';
import type { SubmissionReviewRepository, SubmissionSummary, SubmissionTrackFile } from '../../ports/submission-review.repository.port';
import { artistStores } from './artist-stores';
import { toDetail } from './artist-submission.view';
import { ownSubmission } from './own-submission';

export interface GetOwnSubmissionDeps {
  submissions: SubmissionReviewRepository;
  sent: SubmissionRepository;
  deliveries: ReleaseDeliveryRepository;
  labelCopy: LabelCopyRepository;
  identifiers: ReleaseIdentifiersRepository;
  targets: Pick<DeliveryTargetRepository, 'list'>;
}

/** One of the signed-in artist's own submissions; another artist's id answers exactly like an unknown one. */
export class GetOwnSubmissionUseCase {
  constructor(private readonly deps: GetOwnSubmissionDeps) {}

  async execute(artistId: string, id: string): Promise<SubmissionDetail> {
    const found = await ownSubmission(this.deps.submissions, artistId, id);
    const [tracks, reviews, delivery, corrections, sent] = await Promise.all([
      this.deps.submissions.tracks(id),
      this.deps.submissions.reviews(id),
      this.deps.deliveries.find(id),
      this.deps.labelCopy.corrections(id),
      this.deps.sent.find(id),
    ]);
    const sentToStoresAt = delivery?.status === 'delivered' && delivery.deliveredAt ? delivery.deliveredAt.toISOString() : null;
    const inStores = delivery ? await artistStores(this.deps, delivery) : null;
    const detail = {
      ...toDetail(found, tracks, reviews, corrections),
      sentToStoresAt: inStores?.takenDown === 'all' ? null : sentToStoresAt,
      stores: inStores?.stores ?? [],
      takedownReason: inStores?.takedownReason ?? null,
      takenDown: inStores?.takenDown ?? 'none',
      identifiers: await this.identifiersOf(found, tracks),
      aiDisclosure: sent ? aiDisclosureInWords(sent) : containsAiInWords(null),
    };
    if (detail.pinnedNotes.length === 0) return detail;
    // Each pinned field's value as sent, so the wizard can tell when the artist has changed it.
    const sentValues = withSentValues(detail.pinnedNotes, sent ?? {});
    return { ...detail, pinnedNotes: detail.pinnedNotes.map((p, i) => ({ ...p, sentValue: sentValues[i].sentValue })) };
  }

  /** Approval assigns the identifiers: an approved or live release (a catalogue stage) shows them, in track order. */
  private async identifiersOf(found: SubmissionSummary, tracks: SubmissionTrackFile[]): Promise<ReleaseIdentifiersView | null> {
    if (!catalogueStage(found.status, null)) return null;
    const current = await this.deps.identifiers.current(found.id);
    return {
      upc: current.upc,
      tracks: tracks.map((track, index) => {
        const isrc = current.tracks[index]?.isrc;
        return { position: track.position, title: track.title, isrc: isrc ? formatIsrc(isrc) : null };
      }),
    };
  }
}
