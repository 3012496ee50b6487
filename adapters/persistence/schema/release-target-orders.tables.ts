import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment, ownedBy, requiredText } from './columns';
import { releaseDeliveryBatches } from './release-deliveries.tables';
import { submissions } from './submissions.table';

/** The order each target holds for a release (a delivery, an update, a takedown), one row per release and target. */
export const releaseTargetOrders = pgTable(
  'release_target_orders',
  {
    submissionId: ownedBy('submission_id', () => submissions.id),
    targetId: requiredText('target_id'),
    orderId: requiredText('order_id'),
    kind: requiredText('kind'),
    takedownReason: text('takedown_reason'),
    reasonShown: boolean('reason_shown').notNull().default(true),
    queuedAt: moment('queued_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.targetId] })],
);

/** Every acknowledgement file a store left for a batch, once per file. */
export const releaseDeliveryAcknowledgements = pgTable(
  'release_delivery_acknowledgements',
  {
    batchId: text('batch_id')
      .notNull()
      .references(() => releaseDeliveryBatches.batchId, { onDelete: 'cascade' }),
    file: requiredText('file'),
    position: integer('position').notNull(),
    outcome: requiredText('outcome'),
    fileStatus: requiredText('file_status'),
    errorText: text('error_text'),
    needsPerson: boolean('needs_person').notNull(),
    readAt: moment('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.file] })],
);
