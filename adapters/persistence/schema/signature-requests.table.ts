import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';
import { generatedId, moment, ownedBy, timestampNow } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const signatureRequests = pgTable('signature_requests', {
  id: generatedId(),
  artistId: ownedBy('artist_id', () => artists.id),
  adapter: text('adapter').notNull(),
  providerRequestId: text('provider_request_id'),
  status: text('status').notNull().default('awaiting_signature'),
  signUrl: text('sign_url'),
  signTokenHash: text('sign_token_hash').unique(),
  signerName: text('signer_name').notNull(),
  signerEmail: text('signer_email').notNull(),
  documentText: text('document_text').notNull(),
  documentSha256: text('document_sha256').notNull(),
  createdAt: timestampNow('created_at'),
  expiresAt: moment('expires_at').notNull(),
  completedAt: moment('completed_at'),
  signedName: text('signed_name'),
  signerIp: text('signer_ip'),
  signerUserAgent: text('signer_user_agent'),
  pdfKey: text('pdf_key'),
  pdfSha256: text('pdf_sha256'),
  pdf: bytea('pdf'),
});
