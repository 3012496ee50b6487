import { bigint, doublePrecision, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { moment, requiredText } from './columns';

/** Web vitals summed per hour and name; kept by triggers on web_vitals (migration 0700), read by the analytics dashboard. */
export const webVitalsHourly = pgTable(
  'web_vitals_hourly',
  {
    hour: moment('hour').notNull(),
    name: requiredText('name'),
    valueSum: doublePrecision('value_sum').notNull(),
    samples: bigint('samples', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.name] })],
);
