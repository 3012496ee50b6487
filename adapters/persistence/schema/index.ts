// Every table of the portal. Each file mirrors the SQL migrations in ../migrations (the source of truth for DDL);
// tests/adapters/persistence/schema.test.ts selects every column of every table to prove they agree.
export * from './settings.table';
