import { and, type Column, eq, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { pick } from './submission-columns';

/** The named columns of a table, for a select that reads only those. */
export function columnsOf<T extends Table, K extends keyof T['_']['columns']>(table: T, names: readonly K[]): Pick<T['_']['columns'], K> {
  return pick(getTableColumns(table), names);
}

/** The condition that each named column of the table holds the value given for it. */
export function matching<T extends Table>(table: T, values: Partial<T['$inferSelect']>): SQL | undefined {
  const columns: Record<string, Column> = getTableColumns(table);
  return and(...Object.entries(values).map(([name, value]) => eq(columns[name], value)));
}

/** The first row a query answers, if any. */
export async function firstRow<Row>(query: PromiseLike<Row[]>): Promise<Row | undefined> {
  const [row] = await query;
  return row;
}

/** Whether any row of the table meets the condition (reading one at most). */
export async function anyRow(db: Database, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

/** Deletes the rows of the table that meet the condition; whether there were any. */
export async function deletedAny(db: Database, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(where)
    .returning({ found: sql`1` });
  return rows.length > 0;
}
