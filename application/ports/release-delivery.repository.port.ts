import type { DeliveryKind } from '../../domain/release/delivery-kind';
import type { DeliveryStatus } from '../../domain/release/delivery-status';
import type { AcknowledgementOutcome, StoreAcknowledgement } from '../../domain/release/store-acknowledgement';

export type ReleaseDeliveryStatus = DeliveryStatus;

/** Where one approved release is on its way to the stores. */
export interface ReleaseDelivery {
  submissionId: string;
  status: ReleaseDeliveryStatus;
  adapter: string;
  attempts: number;
  lastError: string | null;
  packageKey: string | null;
  queuedAt: Date;
  /** When a queued delivery is due to send (after the approval's undo window); null: at once. */
  sendsAt: Date | null;
  deliveredAt: Date | null;
  updatedAt: Date;
  /** What the queued (or last) delivery sends: the release, an update of it, or its takedown. */
  kind: DeliveryKind;
  /** A takedown's reason in staff's words; null otherwise. */
  takedownReason: string | null;
  /** Whether the artist reads the takedown's reason. */
  takedownReasonShown: boolean;
  /** A new id for each order staff give; a target's batch closes with the order it carried. */
  orderId: string;
}

/** One target's batch of an order, closed once the target had it whole. */
export interface SentBatch {
  targetId: string;
  batchId: string;
  orderId: string | null;
  packageKey: string | null;
  completedAt: Date;
  /** The store's answer, once read back; null until then. */
  acknowledgement: RecordedAcknowledgement | null;
}

/** A store's acknowledgement as recorded on the batch it answers. */
export interface RecordedAcknowledgement extends StoreAcknowledgement {
  outcome: AcknowledgementOutcome;
  at: Date;
}

/** One acknowledgement file a store left for a batch, as read: its path names it, `position` is its place, oldest first. */
export interface AcknowledgementFileRecord extends RecordedAcknowledgement {
  file: string;
  position: number;
}

/** A batch a store has whole, whose acknowledgements are read (a later one may follow the first). */
export interface BatchAwaitingAcknowledgement {
  batchId: string;
  submissionId: string;
  targetId: string;
  packageKey: string;
  completedAt: Date;
}

/** What staff ordered sent: the release (default), an update, or a takedown with its reason (read by the artist or not). */
export type DeliveryOrder = { kind: 'release' | 'update' } | { kind: 'takedown'; reason: string; reasonShown: boolean };

/** The order one target holds: the newest that named it. */
export interface TargetOrder {
  targetId: string;
  orderId: string;
  kind: DeliveryKind;
  takedownReason: string | null;
  reasonShown: boolean;
  queuedAt: Date;
}

/** A delivery attempt's batch, named (`batchIdAt(createdAt)`) and recorded before anything is sent. */
export interface OpenDeliveryBatch {
  batchId: string;
  createdAt: Date;
}

/** The per-release delivery state (`release_deliveries`); writes join the enclosing unit of work. */
export interface ReleaseDeliveryRepository {
  find(submissionId: string): Promise<ReleaseDelivery | null>;
  /**
   * Queued again (attempts kept), or a new row; the last error stays until the next attempt ends. The order (default:
   * the release itself) goes to the targets named (default: every target, or 'default' without targets), replacing
   * the order each of them held: the newest statement of the release is what goes. Other targets keep theirs.
   */
  queue(
    submissionId: string,
    adapter: string,
    at: Date,
    sendsAt: Date | null,
    order?: DeliveryOrder,
    targetIds?: readonly string[],
  ): Promise<void>;
  /** The order each target holds for the release (none: the target was added since, and was never ordered anything). */
  targetOrders(submissionId: string): Promise<TargetOrder[]>;
  /** The targets that have the release: one batch closed there at least, and not taken down since. */
  targetsHolding(submissionId: string): Promise<string[]>;
  /** A delivery not yet sent is taken back (its approval was undone); a delivered one stays. */
  withdraw(submissionId: string): Promise<void>;
  /**
   * The batch an earlier, unfinished attempt recorded (a retry finishes or confirms that one), or else `proposed`,
   * recorded now. One open batch per release and target (a unique index), so parallel attempts share one name. Null
   * when the proposed name is already another release's batch (two named in the same millisecond).
   */
  openBatch(submissionId: string, targetId: string, proposed: OpenDeliveryBatch): Promise<OpenDeliveryBatch | null>;
  /**
   * A batch the target has whole (sent now, or found complete at the store) is closed, with the order it carried when
   * given, without changing the release's state; one already closed stays as it was.
   */
  closeBatch(batchId: string, packageKey: string, at: Date, orderId?: string): Promise<void>;
  /**
   * Each target's batch of the order it holds, once the target has it whole (a retry skips those targets; the desk
   * shows them Delivered, or the store's answer).
   */
  sentForTargetOrders(submissionId: string): Promise<SentBatch[]>;
  /** Batches completed since `since`, oldest first: their stores' acknowledgement files are read (a later one may come). */
  awaitingAcknowledgement(since: Date): Promise<BatchAwaitingAcknowledgement[]>;
  /**
   * Records each acknowledgement file not recorded yet (once per file, whichever pass or instance reads it first) and
   * makes the batch's answer its newest file's; the number of files recorded now.
   */
  acknowledge(batchId: string, files: readonly AcknowledgementFileRecord[]): Promise<number>;
  /** One attempt ended: delivered (its batches, one per target, closed in one transaction) with the package's key, or failed with its error. */
  recordAttempt(
    submissionId: string,
    outcome: { ok: true; packageKey: string; batchIds: string[] } | { ok: false; error: string },
    at: Date,
  ): Promise<void>;
}
export const RELEASE_DELIVERY_REPOSITORY = Symbol('ReleaseDeliveryRepository');
