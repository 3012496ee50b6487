import { bigint, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { moment, requiredText } from './columns';

/** Client errors counted per hour and category; kept by triggers on client_errors (migration 0920), read by the analytics dashboard. */
export const clientErrorsHourly = pgTable(
  'client_errors_hourly',
  {
    hour: moment('hour').notNull(),
    category: requiredText('category'),
    errors: bigint('errors', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.category] })],
);
