import { deliveryFailureInWords } from '../../../domain/release/delivery-failure';
import { deliveryGaps } from '../../../domain/release/delivery-readiness';
import { NO_DEAL_CHOICES, releaseDeals, type ReleaseDealChoices } from '../../../domain/release/release-deals';
import { batchIdAt, MAX_BATCH_NAME_STEPS } from './batch-id';
import { deliveryRoutes, type Route } from './delivery-routes';
import { DeliveryMessageRefusedError } from '../../errors/delivery-message-refused.error';
import { messageOf } from '../../errors/message-of';
import type { Clock } from '../../ports/clock.port';
import type { Delivery, DeliveryReceipt, TargetDeliveries } from '../../ports/delivery.port';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { DeliveryPackageBuilder, MessageParty } from '../../ports/delivery-package.port';
import { PermanentJobError } from '../../ports/job-queue.port';
import type { OpenDeliveryBatch, ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { ReleaseForDelivery, ReleaseForDeliveryReader } from '../../ports/release-for-delivery.port';
import type { ReleaseDealChoicesRepository } from '../../ports/release-deal-choices.repository.port';

export const NOT_DELIVERABLE =
  'Nothing was sent: the release is not approved, or lacks its UPC, an ISRC, its artwork or a stored audio file';

export interface DeliverReleaseDeps {
  releases: ReleaseForDeliveryReader;
  packages: DeliveryPackageBuilder;
  delivery: Delivery;
  deliveries: ReleaseDeliveryRepository;
  clock: Clock;
  sender: MessageParty;
  /** The store or distributor receiving the messages without targets (the sender itself when the label keeps its packages). */
  recipient?: MessageParty;
  /** The label's delivery targets: with any, each gets the release from its own server, to its own Party Id. */
  targets?: Pick<DeliveryTargetRepository, 'list'>;
  targetDeliveries?: TargetDeliveries;
  /** Staff's deal choices per release (a timed start, uses withheld per track); without it, none. */
  dealChoices?: Pick<ReleaseDealChoicesRepository, 'find'>;
}

/** What this attempt sends a target: the release or its takedown, for which order staff gave, and its deals. */
interface Sending {
  takedown: boolean;
  orderId: string;
  choices: ReleaseDealChoices;
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
    const batchIds: string[] = [];
    const routes = await deliveryRoutes(d);
    // Read as the job runs: the newest order staff gave each target (an update, a takedown) is what goes there.
    const [current, orders, had] = await Promise.all([
      d.deliveries.find(submissionId),
      d.deliveries.targetOrders(submissionId),
      // Targets an earlier attempt already gave their order to are not sent it again.
      d.deliveries.sentForTargetOrders(submissionId),
    ]);
    let packageKey = '';
    const choices = (await d.dealChoices?.find(submissionId)) ?? NO_DEAL_CHOICES;
    // Every target is tried: one store's server being down holds back no other (each shows its own state).
    const failures: { route: Route; raw: string }[] = [];
    for (const route of routes) {
      const order = orders.find((o) => o.targetId === route.targetId);
      // A target given no order (added since the release went out) is sent nothing until staff deliver again.
      if (!order) continue;
      try {
        const earlier = had.find((batch) => batch.targetId === route.targetId);
        const sending: Sending = { takedown: order.kind === 'takedown', orderId: order.orderId, choices };
        const sent = earlier
          ? { batchId: earlier.batchId, packageKey: earlier.packageKey ?? '' }
          : await this.deliverTo(route, release, submissionId, sending);
        batchIds.push(sent.batchId);
        packageKey ||= sent.packageKey;
      } catch (error) {
        // A message that fails DDEX's schema was never sent, and the same release would fail again: staff fix it.
        if (error instanceof DeliveryMessageRefusedError) return this.fail(submissionId, error.message, true);
        failures.push({ route, raw: messageOf(error) });
      }
    }
    if (failures.length > 0) {
      // The release shows the failure in words; the job keeps the transport's own text for the Integrations page and
      // the log. Targets that have this order are closed with it: the retry skips them.
      const words = failures.map((f) => (routes.length > 1 ? `${f.route.name}: ` : '') + deliveryFailureInWords(f.raw));
      return this.fail(submissionId, words.join('; '), false, failures.map((f) => f.raw).join('; '));
    }
    await this.newerOrderGoesNext(submissionId, current?.queuedAt ?? null);
    packageKey ||= current?.packageKey ?? '';
    await d.deliveries.recordAttempt(submissionId, { ok: true, packageKey, batchIds }, d.clock.now());
  }

  /**
   * An update or takedown ordered while this attempt was sending joined this very job: the job goes again (the batches
   * just closed carry the older order, so the next attempt sends the newer one to every target after them).
   */
  private async newerOrderGoesNext(submissionId: string, started: Date | null): Promise<void> {
    const now = await this.deps.deliveries.find(submissionId);
    if (!now || !started || now.kind === 'release' || now.queuedAt.getTime() <= started.getTime()) return;
    throw new Error(`A newer ${now.kind} of the release was ordered while it was sending: it goes next`);
  }

  /** One target: its batch named and recorded first, a stale one (the release changed since it went) followed by a new one. */
  private async deliverTo(route: Route, release: ReleaseForDelivery, submissionId: string, sending: Sending) {
    const { orderId } = sending;
    let batch = await this.openBatch(submissionId, route.targetId, null);
    let receipt = await this.send(route, release, batch, sending);
    if (receipt.outcome === 'stale') {
      await this.deps.deliveries.closeBatch(batch.batchId, receipt.packageKey, this.deps.clock.now());
      batch = await this.openBatch(submissionId, route.targetId, batch.batchId);
      receipt = await this.send(route, release, batch, sending);
    }
    // The target has this order whole: a crash from here on, or another target's failure, never sends it there again.
    await this.deps.deliveries.closeBatch(batch.batchId, receipt.packageKey, this.deps.clock.now(), orderId);
    return { batchId: batch.batchId, packageKey: receipt.packageKey };
  }

  /**
   * Recorded before the first byte goes out. Batch ids are milliseconds: a name another batch already has (the one just
   * closed, or another release's named in the same millisecond) moves on to the next millisecond.
   */
  private async openBatch(submissionId: string, targetId: string, closed: string | null): Promise<OpenDeliveryBatch> {
    const start = this.deps.clock.now().getTime();
    for (let step = 0; step < MAX_BATCH_NAME_STEPS; step++) {
      const createdAt = new Date(start + step);
      if (batchIdAt(createdAt) === closed) continue;
      const open = await this.deps.deliveries.openBatch(submissionId, targetId, { batchId: batchIdAt(createdAt), createdAt });
      if (open) return open;
    }
    throw new Error(`No free batch id near ${batchIdAt(new Date(start))}`);
  }

  private send(route: Route, release: ReleaseForDelivery, batch: OpenDeliveryBatch, sending: Sending): Promise<DeliveryReceipt> {
    const { sender, packages } = this.deps;
    const { recipient, testMessage } = route;
    const messageId = `${release.reference}-${batch.batchId}`;
    const deals = releaseDeals(route.deals, sending.choices, release.releaseDate, release.tracks);
    const options = { messageId, createdAt: batch.createdAt, sender, recipient, testMessage, takedown: sending.takedown, deals };
    const built = packages.build(release, options);
    return route.delivery.deliver({ ...batch, sender, recipient, testMessage, messageId, package: built });
  }

  private async fail(submissionId: string, shown: string, permanent: boolean, raw = shown): Promise<void> {
    await this.deps.deliveries.recordAttempt(submissionId, { ok: false, error: shown }, this.deps.clock.now());
    if (permanent) throw new PermanentJobError(raw);
    throw new Error(raw);
  }
}
