import type { StoreAcknowledgement } from '../../domain/release/store-acknowledgement';
import type { DeliveryPackage, MessageParty } from './delivery-package.port';
import type { DeliveryTarget } from './delivery-target.repository.port';

/** One release's package as a batch: DDEX choreography puts each release in `<batchId>/<upc>/`. */
export interface DeliveryBatch {
  /** Named and recorded in our database before the first byte goes out (`batchIdAt(createdAt)`). */
  batchId: string;
  createdAt: Date;
  sender: MessageParty;
  recipient: MessageParty;
  /** A store's test feed (MessageControlType TestMessage) rather than its live one. */
  testMessage?: boolean;
  /** The release message's MessageId, as the batch's manifest lists it. */
  messageId: string;
  package: DeliveryPackage;
}

/**
 * 'sent': the batch was written now. 'found': an earlier attempt had finished this very batch with this very message,
 * so nothing was sent again. 'stale': an earlier attempt had finished this batch with another version of the message
 * (the release changed since); the caller sends the new version as a new batch.
 */
export type DeliveryOutcome = 'sent' | 'found' | 'stale';

export interface DeliveryReceipt {
  /** Where the batch now is: a storage prefix (built-in) or the remote folder (SFTP). */
  packageKey: string;
  outcome: DeliveryOutcome;
}

/**
 * Hands a release's package on to the stores, exactly once per batch: a batch an earlier attempt finished is not
 * written again, and one it left half-written is removed and written whole. Nothing appears under the batch's own
 * name before every file and the completion manifest (`BatchComplete_<batchId>.xml`, a ManifestMessage) are there.
 */
export interface Delivery {
  readonly adapterName: string;
  deliver(batch: DeliveryBatch): Promise<DeliveryReceipt>;
  /**
   * The acknowledgements the store left for batches it took (DDEX FtpAcknowledgementMessage files, `ACK_*.xml`, in each
   * batch's folder), each batch's oldest first (none yet: an empty list). Reading never removes them: the caller
   * records each batch's answer once. Throws when the store cannot be reached (the caller tries again later).
   */
  acknowledgements(batches: readonly AcknowledgedBatch[]): Promise<BatchAcknowledgements[]>;
}

export interface BatchAcknowledgements {
  batchId: string;
  acknowledgements: AcknowledgementFile[];
}

/** One acknowledgement file the store left: where it is (the file's own name for it), and what it says. */
export interface AcknowledgementFile extends StoreAcknowledgement {
  file: string;
}

/** A sent batch whose acknowledgement is looked for: its id and where the delivery put it (`DeliveryReceipt.packageKey`). */
export interface AcknowledgedBatch {
  batchId: string;
  packageKey: string;
}
export const DELIVERY = Symbol('Delivery');

/** The Delivery to one target's server, from its settings (host, user, secrets, folder). */
export interface TargetDeliveries {
  to(target: DeliveryTarget): Delivery;
}
export const TARGET_DELIVERIES = Symbol('TargetDeliveries');
