import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';
import { invitations, returningLinks } from './public-flow.tables';
import { submissions } from './submissions.table';
import { generatedId, moment, ownedBy, requiredText, timestampNow } from './columns';

export const submissionDrafts = pgTable('submission_drafts', {
  id: generatedId(),
  formSessionId: requiredText('form_session_id').unique(),
  artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
  invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
  returningLinkId: uuid('returning_link_id').references(() => returningLinks.id, { onDelete: 'set null' }),
  submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
  origin: requiredText('origin'),
  revision: integer('revision').notNull().default(1),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  wizard: jsonb('wizard').$type<Record<string, unknown>>().notNull(),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
  expiresAt: moment('expires_at').notNull(),
});

export const draftResumeLinks = pgTable('draft_resume_links', {
  tokenHash: text('token_hash').primaryKey(),
  draftId: ownedBy('draft_id', () => submissionDrafts.id),
  expiresAt: moment('expires_at').notNull(),
  createdAt: timestampNow('created_at'),
});
