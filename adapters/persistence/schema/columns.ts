import { boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The column shapes every table repeats, written once.

/** A row id the database generates. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

/** Text the form may leave empty: stored as '' rather than null. */
export const blankText = (name: string) => text(name).notNull().default('');

/** A yes/no answer that is no until said otherwise. */
export const flag = (name: string) => boolean(name).notNull().default(false);

/** A moment (timestamptz) the database sets when the row is written. */
export const timestampNow = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
