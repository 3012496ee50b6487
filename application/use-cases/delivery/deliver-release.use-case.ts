import { deliveryFailureInWords } from '../../../domain/release/delivery-failure';
import { deliveryGaps } from '../../../domain/release/delivery-readiness';
import { DeliveryMessageRefusedError } from '../../errors/delivery-message-refused.error';
import { messageOf } from '../../errors/message-of';
import type { Clock } from '../../ports/clock.port';
import type { Delivery } from '../../ports/delivery.port';
import type { DeliveryPackageBuilder, MessageParty } from '../../ports/delivery-package.port';
import { PermanentJobError } from '../../ports/job-queue.port';
import type { ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { ReleaseForDeliveryReader } from '../../ports/release-for-delivery.port';

export const NOT_DELIVERABLE =
  'Nothing was sent: the release is not approved, or lacks its UPC, an ISRC, its artwork or a stored audio file';

export interface DeliverReleaseDeps {
  releases: ReleaseForDeliveryReader;
  packages: DeliveryPackageBuilder;
  delivery: Delivery;
  deliveries: ReleaseDeliveryRepository;
  clock: Clock;
  sender: MessageParty;
}

/** DDEX batch ids are the batch's creation time to the millisecond: `20260131093015123`. */
export function batchIdAt(at: Date): string {
  return at.toISOString().replace(/[-:TZ.]/g, '');
}

/**
 * The job `delivery.deliver-release`: reads the approved release, builds its package and hands it to the configured
 * adapter, recording each attempt on the release. A release a store would refuse fails for good (staff fix it and
 * retry); a transport failure is thrown so the job retries with the house back-off.
 */
export class DeliverReleaseUseCase {
  constructor(private readonly deps: DeliverReleaseDeps) {}

  async execute(submissionId: string): Promise<void> {
    const d = this.deps;
    const release = await d.releases.read(submissionId).catch(async (error: unknown) => {
      // A track's file no store would take (a float WAV, say): staff read why on the release, and nothing is sent.
      if (error instanceof PermanentJobError) await this.fail(submissionId, error.message, true);
      throw error;
    });
    // An approval undone before its delivery was due withdrew the delivery: there is nothing to send or report.
    if (!release && !(await d.deliveries.find(submissionId))) return;
    if (!release) return this.fail(submissionId, NOT_DELIVERABLE, true);
    const gaps = deliveryGaps({
      upc: release.upc,
      primaryGenre: release.primaryGenre,
      releaseDate: release.releaseDate,
      artworkKey: release.artwork.storageKey,
      tracks: release.tracks.map((t) => ({ title: t.title, isrc: t.isrc, audioKey: t.audio.storageKey })),
    });
    if (gaps.length > 0) return this.fail(submissionId, gaps.join('; '), true);
    const createdAt = d.clock.now();
    const batchId = batchIdAt(createdAt);
    try {
      const built = d.packages.build(release, { messageId: `${release.reference}-${batchId}`, createdAt, sender: d.sender });
      const receipt = await d.delivery.deliver({ batchId, package: built });
      await d.deliveries.recordAttempt(submissionId, { ok: true, packageKey: receipt.packageKey }, d.clock.now());
    } catch (error) {
      // A message that fails DDEX's schema was never sent, and the same release would fail again: staff fix it.
      if (error instanceof DeliveryMessageRefusedError) return this.fail(submissionId, error.message, true);
      // The release shows the failure in words; the job keeps the transport's own text for the Integrations page and the log.
      const raw = messageOf(error);
      await this.fail(submissionId, deliveryFailureInWords(raw), false, raw);
    }
  }

  private async fail(submissionId: string, shown: string, permanent: boolean, raw = shown): Promise<void> {
    await this.deps.deliveries.recordAttempt(submissionId, { ok: false, error: shown }, this.deps.clock.now());
    if (permanent) throw new PermanentJobError(raw);
    throw new Error(raw);
  }
}
