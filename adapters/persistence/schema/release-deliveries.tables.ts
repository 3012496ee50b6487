import { bigint, boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ReleaseDealChoices } from '../../../domain/release/release-deals';
import { extensionOf, moment, ownedBy, requiredText, timestampNow } from './columns';
import { submissions } from './submissions.table';

export const identifierSequences = pgTable('identifier_sequences', {
  rangeKey: text('range_key').primaryKey(),
  nextValue: bigint('next_value', { mode: 'number' }).notNull(),
});

export const releaseDeliveries = pgTable('release_deliveries', {
  submissionId: ownedBy('submission_id', () => submissions.id).primaryKey(),
  status: requiredText('status'),
  adapter: requiredText('adapter'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  packageKey: text('package_key'),
  queuedAt: timestampNow('queued_at'),
  sendsAt: moment('sends_at'),
  deliveredAt: moment('delivered_at'),
  updatedAt: timestampNow('updated_at'),
  kind: text('kind').notNull().default('release'),
  takedownReason: text('takedown_reason'),
  takedownReasonShown: boolean('takedown_reason_shown').notNull().default(true),
  orderId: text('order_id').notNull().default('before-1531'),
});

export const releaseDeliveryBatches = pgTable('release_delivery_batches', {
  batchId: text('batch_id').primaryKey(),
  submissionId: ownedBy('submission_id', () => submissions.id),
  targetId: text('target_id').notNull().default('default'),
  createdAt: moment('created_at').notNull(),
  completedAt: moment('completed_at'),
  packageKey: text('package_key'),
  orderId: text('order_id'),
  ackOutcome: text('ack_outcome'),
  ackFileStatus: text('ack_file_status'),
  ackError: text('ack_error'),
  ackNeedsPerson: boolean('ack_needs_person'),
  acknowledgedAt: moment('acknowledged_at'),
});

export const releaseDealChoices = pgTable('release_deal_choices', {
  submissionId: extensionOf('submission_id', () => submissions.id),
  startTimeUtc: text('start_time_utc'),
  tracks: jsonb('tracks').notNull().$type<ReleaseDealChoices['tracks']>().default([]),
  updatedAt: timestampNow('updated_at'),
});
