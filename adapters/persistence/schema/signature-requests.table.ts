import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { moment, requiredText, timestampNow } from './columns';
import { artistRow } from './owned-rows';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const signatureRequests = pgTable('signature_requests', {
  ...artistRow(),
  adapter: requiredText('adapter'),
  providerRequestId: text('provider_request_id'),
  status: requiredText('status').default('awaiting_signature'),
  signUrl: text('sign_url'),
  signTokenHash: text('sign_token_hash').unique(),
  signerName: requiredText('signer_name'),
  signerEmail: requiredText('signer_email'),
  documentText: requiredText('document_text'),
  documentSha256: requiredText('document_sha256'),
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
