// Every table of the portal. Each file mirrors the SQL migrations in ../migrations (the source of truth for DDL);
// tests/adapters/persistence/schema.test.ts selects every column of every table to prove they agree.
export * from './artists.table';
export * from './settings.table';
export * from './submissions.table';
export * from './identity.tables';
export * from './artist-profiles.table';
export * from './signature-requests.table';
export * from './submission-reviews.table';
export * from './jobs.table';
export * from './mail-outbox.table';
export * from './board-items.table';
export * from './submission-details.tables';
export * from './public-flow.tables';
export * from './uploads.tables';
export * from './sign-in-addresses.table';
export * from './upload-quota.table';
export * from './web-vitals-hourly.table';
export * from './review-loop.tables';
