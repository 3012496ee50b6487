import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Client errors counted per hour and category; kept by triggers on client_errors (migration 0920), read by the analytics dashboard. */
export const clientErrorsHourly = pgTable(
  'client_errors_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    errors: bigint('errors', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.category] })],
);
