import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TargetDeal } from '../../../domain/delivery-targets';
import { requiredText, timestampNow } from './columns';

export const deliveryTargets = pgTable('delivery_targets', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: requiredText('name'),
  partyId: requiredText('party_id'),
  partyName: requiredText('party_name'),
  host: requiredText('host'),
  port: integer('port').notNull(),
  username: requiredText('username'),
  password: text('password').notNull().default(''),
  privateKey: text('private_key').notNull().default(''),
  hostKeySha256: text('host_key_sha256').notNull().default(''),
  folder: requiredText('folder'),
  choreography: requiredText('choreography'),
  messageControl: requiredText('message_control'),
  audioFormat: requiredText('audio_format'),
  leadTimeBusinessDays: integer('lead_time_business_days').notNull(),
  acknowledgementWindowHours: integer('acknowledgement_window_hours').notNull().default(48),
  artworkMinSidePx: integer('artwork_min_side_px').notNull().default(3000),
  deals: jsonb('deals').$type<TargetDeal[]>().notNull(),
  configKey: text('config_key'),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
});
