import { sql } from 'drizzle-orm';
import type { AcknowledgementFileRecord } from '../../../application/ports/release-delivery.repository.port';
import type { Database } from '../database';
import { releaseDeliveryAcknowledgements } from '../schema';

/**
 * Each file recorded once (its path is its key: a pass run twice, or on two instances, adds nothing), then the batch's
 * answer set from its newest recorded file. Recomputed from the table, so passes racing each other agree in the end.
 */
export async function recordAcknowledgementFiles(
  db: Database,
  batchId: string,
  files: readonly AcknowledgementFileRecord[],
): Promise<number> {
  if (files.length === 0) return 0;
  const a = releaseDeliveryAcknowledgements;
  const inserted = await db
    .insert(a)
    .values(
      files.map((f) => ({
        batchId,
        file: f.file,
        position: f.position,
        outcome: f.outcome,
        fileStatus: f.fileStatus,
        errorText: f.errorText,
        needsPerson: f.needsPerson,
        readAt: f.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ file: a.file });
  await db.execute(sql`
    UPDATE release_delivery_batches b
    SET ack_outcome = n.outcome, ack_file_status = n.file_status, ack_error = n.error_text,
        ack_needs_person = n.needs_person, acknowledged_at = n.read_at
    FROM (
      SELECT outcome, file_status, error_text, needs_person, read_at FROM release_delivery_acknowledgements
      WHERE batch_id = ${batchId} ORDER BY position DESC, read_at DESC, file DESC LIMIT 1
    ) n
    WHERE b.batch_id = ${batchId} AND b.completed_at IS NOT NULL
      AND (b.ack_outcome, b.ack_file_status, b.ack_error, b.ack_needs_person, b.acknowledged_at)
        IS DISTINCT FROM (n.outcome, n.file_status, n.error_text, n.needs_person, n.read_at)`);
  return inserted.length;
}
