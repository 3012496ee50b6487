import { type AnyPgColumn, boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The column shapes every table repeats, written once.

/** A row id the database generates. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

/** A reference to the row this one belongs to: deleting that row deletes this one. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) => uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/** The key of a row that adds columns to another, one to one: deleting that row deletes this one. */
export const extensionOf = (name: string, base: () => AnyPgColumn) => uuid(name).primaryKey().references(base, { onDelete: 'cascade' });

/** An item of a list in the form: its place in the list and the id the wizard gave it. */
export const formListItem = () => ({ position: integer('position').notNull(), clientId: blankText('client_id') });

/** Text every row has. */
export const requiredText = (name: string) => text(name).notNull();

/** Text the form may leave empty: stored as '' rather than null. */
export const blankText = (name: string) => text(name).notNull().default('');

/** A yes/no answer that is no until said otherwise. */
export const flag = (name: string) => boolean(name).notNull().default(false);

/** A moment (timestamptz). */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A moment (timestamptz) the database sets when the row is written. */
export const timestampNow = (name: string) => moment(name).notNull().defaultNow();
