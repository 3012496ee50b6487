import { bigint, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { CsvField, NumberFormat } from '../../../domain/statements';
import { artists } from './artists.table';
import { generatedId, ownedBy, requiredText, timestampNow } from './columns';

export const royaltyPeriods = pgTable('royalty_periods', {
  id: generatedId(),
  name: requiredText('name').unique(),
  baseCurrency: requiredText('base_currency'),
  status: requiredText('status').$type<'open' | 'closed'>().default('open'),
  createdAt: timestampNow('created_at'),
});

export const royaltyPeriodEvents = pgTable('royalty_period_events', {
  id: generatedId(),
  periodId: ownedBy('period_id', () => royaltyPeriods.id),
  action: requiredText('action').$type<'closed' | 'reopened'>(),
  reason: requiredText('reason').default(''),
  staffName: requiredText('staff_name').default(''),
  at: timestampNow('at'),
});

export const royaltyExchangeRates = pgTable(
  'royalty_exchange_rates',
  { periodId: ownedBy('period_id', () => royaltyPeriods.id), currency: requiredText('currency'), rate: requiredText('rate') },
  (table) => [primaryKey({ columns: [table.periodId, table.currency] })],
);

export const salesCsvTemplates = pgTable('sales_csv_templates', {
  store: text('store').primaryKey(),
  delimiter: requiredText('delimiter'),
  columns: jsonb('columns').notNull().$type<Partial<Record<CsvField, string>>>(),
  currency: text('currency'),
  numberFormat: text('number_format').notNull().default('decimal-point').$type<NumberFormat>(),
  updatedAt: timestampNow('updated_at'),
});

export const salesReports = pgTable('sales_reports', {
  id: generatedId(),
  periodId: uuid('period_id')
    .notNull()
    .references(() => royaltyPeriods.id, { onDelete: 'restrict' }),
  fileName: requiredText('file_name'),
  format: requiredText('format').$type<'dsrf' | 'csv'>(),
  store: requiredText('store'),
  sha256: requiredText('sha256').unique(),
  lineCount: integer('line_count').notNull(),
  totals: jsonb('totals').notNull().$type<Record<string, string>>(),
  importedAt: timestampNow('imported_at'),
});

export const salesReportLines = pgTable(
  'sales_report_lines',
  {
    reportId: ownedBy('report_id', () => salesReports.id),
    lineNumber: integer('line_number').notNull(),
    isrc: text('isrc'),
    upc: text('upc'),
    title: requiredText('title'),
    artist: requiredText('artist'),
    store: requiredText('store'),
    country: requiredText('country'),
    month: requiredText('month'),
    currency: requiredText('currency'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    usages: bigint('usages', { mode: 'number' }).notNull(),
    trackId: uuid('track_id'),
    releaseId: uuid('release_id'),
    artistId: uuid('artist_id'),
    matchedBy: text('matched_by').$type<'isrc' | 'upc' | 'staff'>(),
    carriedIntoPeriod: uuid('carried_into_period').references(() => royaltyPeriods.id),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.lineNumber] })],
);

export const royaltyRates = pgTable('royalty_rates', {
  subject: text('subject').primaryKey(),
  artistBasisPoints: integer('artist_basis_points').notNull(),
});

export const royaltyRecoupables = pgTable('royalty_recoupables', {
  id: generatedId(),
  artistId: ownedBy('artist_id', () => artists.id),
  currency: requiredText('currency'),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  note: requiredText('note'),
  createdAt: timestampNow('created_at'),
});

export const statementEntries = pgTable('statement_entries', {
  periodId: ownedBy('period_id', () => royaltyPeriods.id),
  reportId: ownedBy('report_id', () => salesReports.id),
  currency: requiredText('currency'),
  kind: requiredText('kind'),
  payee: text('payee'),
  releaseId: uuid('release_id'),
  trackId: uuid('track_id'),
  store: requiredText('store'),
  country: requiredText('country'),
  month: requiredText('month'),
  minor: bigint('minor', { mode: 'bigint' }).notNull(),
});
