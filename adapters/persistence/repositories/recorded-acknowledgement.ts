import type { RecordedAcknowledgement } from '../../../application/ports/release-delivery.repository.port';
import type { releaseDeliveryBatches } from '../schema';

/** The store's answer kept on a batch row, or null while none has been read. */
export function acknowledgementOf(row: typeof releaseDeliveryBatches.$inferSelect): RecordedAcknowledgement | null {
  if (!row.acknowledgedAt || (row.ackOutcome !== 'accepted' && row.ackOutcome !== 'rejected')) return null;
  return {
    outcome: row.ackOutcome,
    fileStatus: row.ackFileStatus ?? '',
    errorText: row.ackError,
    needsPerson: row.ackNeedsPerson ?? false,
    at: row.acknowledgedAt,
  };
}
