import { deliveryFailureInWords } from '../../../domain/release/delivery-failure';
import { deliveryGaps } from '../../../domain/release/delivery-readiness';
import { DeliveryMessageRefusedError } from '../../errors/delivery-message-refused.error';
import { messageOf } from '../../errors/message-of';
import type { Clock } from '../../ports/clock.port';
import type { Delivery, DeliveryReceipt } from '../../ports/delivery.port';
import type { DeliveryPackageBuilder, MessageParty } from '../../ports/delivery-package.port';
import { PermanentJobError } from '../../ports/job-queue.port';
import type { OpenDeliveryBatch, ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { ReleaseForDelivery, ReleaseForDeliveryReader } from '../../ports/release-for-delivery.port';

export const NOT_DELIVERABLE =
  'Nothing was sent: the release is not approved, or lacks its UPC, an ISRC, its artwork or a stored audio file';

export interface DeliverReleaseDeps {
  releases: ReleaseForDeliveryReader;
  packages: DeliveryPackageBuilder;
  delivery: Delivery;
  deliveries: ReleaseDeliveryRepository;
  clock: Clock;
  sender: MessageParty;
  /** The store or distributor receiving the messages (the sender itself when the label keeps its packages). */
  recipient?: MessageParty;
}

const MAX_BATCH_NAME_STEPS = 1000;

/** DDEX batch ids are the batch's creation time to the millisecond: `20260131093015123`. */
export function batchIdAt(at: Date): string {
  return at.toISOString().replace(/[-:TZ.]/g, '');
}

/**
 * The job `delivery.deliver-release`: reads the approved release, names and records its batch (or takes up the one an
 * earlier attempt recorded), builds the package and hands it to the configured adapter, recording each attempt. A
 * release a store would refuse fails for good (staff fix it and retry); a transport failure is thrown so the job
 * retries with the house back-off, into the same batch.
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
    try {
      let batch = await this.openBatch(submissionId, null);
      let receipt = await this.send(release, batch);
      if (receipt.outcome === 'stale') {
        // That batch went out whole before the release changed: it is closed as sent, and this version goes as a new one.
        await d.deliveries.closeBatch(batch.batchId, receipt.packageKey, d.clock.now());
        batch = await this.openBatch(submissionId, batch.batchId);
        receipt = await this.send(release, batch);
      }
      await d.deliveries.recordAttempt(submissionId, { ok: true, packageKey: receipt.packageKey, batchId: batch.batchId }, d.clock.now());
    } catch (error) {
      // A message that fails DDEX's schema was never sent, and the same release would fail again: staff fix it.
      if (error instanceof DeliveryMessageRefusedError) return this.fail(submissionId, error.message, true);
      // The release shows the failure in words; the job keeps the transport's own text for the Integrations page and the log.
      const raw = messageOf(error);
      await this.fail(submissionId, deliveryFailureInWords(raw), false, raw);
    }
  }

  /**
   * Recorded before the first byte goes out. Batch ids are milliseconds: a name another batch already has (the one just
   * closed, or another release's named in the same millisecond) moves on to the next millisecond.
   */
  private async openBatch(submissionId: string, closed: string | null): Promise<OpenDeliveryBatch> {
    const start = this.deps.clock.now().getTime();
    for (let step = 0; step < MAX_BATCH_NAME_STEPS; step++) {
      const createdAt = new Date(start + step);
      if (batchIdAt(createdAt) === closed) continue;
      const open = await this.deps.deliveries.openBatch(submissionId, { batchId: batchIdAt(createdAt), createdAt });
      if (open) return open;
    }
    throw new Error(`No free batch id near ${batchIdAt(new Date(start))}`);
  }

  private send(release: ReleaseForDelivery, batch: OpenDeliveryBatch): Promise<DeliveryReceipt> {
    const d = this.deps;
    const recipient = d.recipient ?? d.sender;
    const messageId = `${release.reference}-${batch.batchId}`;
    const built = d.packages.build(release, { messageId, createdAt: batch.createdAt, sender: d.sender, recipient });
    return d.delivery.deliver({ ...batch, sender: d.sender, recipient, messageId, package: built });
  }

  private async fail(submissionId: string, shown: string, permanent: boolean, raw = shown): Promise<void> {
    await this.deps.deliveries.recordAttempt(submissionId, { ok: false, error: shown }, this.deps.clock.now());
    if (permanent) throw new PermanentJobError(raw);
    throw new Error(raw);
  }
}
