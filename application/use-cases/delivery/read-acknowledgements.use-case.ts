import { acknowledgementOutcome } from '../../../domain/release/store-acknowledgement';
import { messageOf } from '../../errors/message-of';
import type { Clock } from '../../ports/clock.port';
import type { Delivery, TargetDeliveries } from '../../ports/delivery.port';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { BatchAwaitingAcknowledgement, ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';

/** How far back a sent batch still waits for its store's answer. */
export const ACKNOWLEDGEMENT_LOOK_BACK_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ReadAcknowledgementsDeps {
  deliveries: ReleaseDeliveryRepository;
  /** The configured adapter: batches sent without targets (target 'default'). */
  delivery: Delivery;
  targets: Pick<DeliveryTargetRepository, 'list'>;
  targetDeliveries: TargetDeliveries;
  clock: Clock;
}

/** What one pass did: acknowledgements recorded, and the stores that could not be reached (their batches wait). */
export interface AcknowledgementPass {
  recorded: number;
  unreachable: string[];
}

/**
 * The periodic job `delivery.read-acknowledgements`: for every batch a store has had whole in the look-back window,
 * reads the store's acknowledgement files back from its folder and records each new one (accepted on FileOK, else
 * rejected with the store's error); the batch's answer is its newest file's, so a store that rejected and later
 * accepted (after a fix on its side) shows Accepted. Nothing is kept in memory between passes: a pass after a restart
 * or an outage finds every file again, and each file is recorded once (a second read, or another instance's, adds
 * nothing). DDEX's FtpAcknowledgementMessage says whether a file was taken, not when the release goes on sale: there
 * is no 'live' answer to read, so Accepted is the last state a store's files give.
 */
export class ReadAcknowledgementsUseCase {
  constructor(private readonly deps: ReadAcknowledgementsDeps) {}

  async execute(): Promise<AcknowledgementPass> {
    const d = this.deps;
    const since = new Date(d.clock.now().getTime() - ACKNOWLEDGEMENT_LOOK_BACK_DAYS * DAY_MS);
    const waiting = await d.deliveries.awaitingAcknowledgement(since);
    const targets = await d.targets.list();
    const pass: AcknowledgementPass = { recorded: 0, unreachable: [] };
    for (const targetId of new Set(waiting.map((batch) => batch.targetId))) {
      const target = targets.find((t) => t.id === targetId);
      // A removed target's batches have nobody left to answer them.
      if (targetId !== 'default' && !target) continue;
      const delivery = target ? d.targetDeliveries.to(target) : d.delivery;
      const batches = waiting.filter((batch) => batch.targetId === targetId);
      try {
        pass.recorded += await this.record(delivery, batches);
      } catch (error) {
        pass.unreachable.push(`${target?.name ?? delivery.adapterName}: ${messageOf(error)}`);
      }
    }
    // Thrown after every reachable store was read, so the job retries only for those it could not reach.
    if (pass.unreachable.length > 0) throw new Error(`Acknowledgements not read from ${pass.unreachable.join('; ')}`);
    return pass;
  }

  /** Every acknowledgement file of each batch, oldest first: each recorded once, the newest deciding the batch's answer. */
  private async record(delivery: Delivery, batches: BatchAwaitingAcknowledgement[]): Promise<number> {
    const answers = await delivery.acknowledgements(batches);
    let recorded = 0;
    for (const answer of answers) {
      const at = this.deps.clock.now();
      const files = answer.acknowledgements.map((ack, position) => ({ ...ack, outcome: acknowledgementOutcome(ack), at, position }));
      recorded += await this.deps.deliveries.acknowledge(answer.batchId, files);
    }
    return recorded;
  }
}
