import { index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { ConsentState, SheetShare } from '../../../domain/split-sheets';
import { generatedId, moment, ownedBy, requiredText, timestampNow } from './columns';
import { submissions } from './submissions.table';

export const splitSheets = pgTable(
  'split_sheets',
  {
    id: generatedId(),
    submissionId: ownedBy('submission_id', () => submissions.id),
    trackKey: requiredText('track_key'),
    version: integer('version').notNull(),
    position: integer('position').notNull(),
    title: requiredText('title'),
    isrc: text('isrc'),
    audioSha256: text('audio_sha256'),
    shares: jsonb('shares').notNull().$type<SheetShare[]>(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [unique().on(t.submissionId, t.trackKey, t.version)],
);

export const splitConsents = pgTable(
  'split_consents',
  {
    id: generatedId(),
    sheetId: ownedBy('sheet_id', () => splitSheets.id),
    submissionId: ownedBy('submission_id', () => submissions.id),
    email: requiredText('email'),
    name: requiredText('name'),
    state: requiredText('state').$type<ConsentState>(),
    answeredVersion: integer('answered_version'),
    askedAt: moment('asked_at').notNull(),
    openedAt: moment('opened_at'),
    answeredAt: moment('answered_at'),
    declineReason: text('decline_reason'),
    signedName: text('signed_name'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    documentSha256: text('document_sha256'),
    offlineNote: text('offline_note'),
    markedBy: text('marked_by'),
  },
  (t) => [unique().on(t.sheetId, t.email)],
);

export const splitLinks = pgTable('split_links', {
  id: generatedId(),
  submissionId: ownedBy('submission_id', () => submissions.id),
  email: requiredText('email'),
  tokenHash: requiredText('token_hash').unique(),
  createdAt: moment('created_at').notNull(),
  expiresAt: moment('expires_at').notNull(),
});

export const splitRemindersSent = pgTable(
  'split_reminders_sent',
  {
    submissionId: ownedBy('submission_id', () => submissions.id),
    email: requiredText('email'),
    round: integer('round').notNull(),
    ordinal: integer('ordinal').notNull(),
    sentAt: moment('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.email, t.round, t.ordinal] })],
);

export const splitSignatureRequests = pgTable(
  'split_signature_requests',
  {
    id: generatedId(),
    submissionId: ownedBy('submission_id', () => submissions.id),
    email: requiredText('email'),
    adapter: requiredText('adapter'),
    providerRequestId: requiredText('provider_request_id'),
    documentSha256: requiredText('document_sha256'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [unique().on(t.adapter, t.providerRequestId), index('split_signature_requests_person').on(t.submissionId, t.email)],
);
