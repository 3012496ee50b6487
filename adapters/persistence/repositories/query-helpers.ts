import { getTableColumns, type Table } from 'drizzle-orm';
import { pick } from './submission-columns';

/** The named columns of a table, for a select that reads only those. */
export function columnsOf<T extends Table, K extends keyof T['_']['columns']>(table: T, names: readonly K[]): Pick<T['_']['columns'], K> {
  return pick(getTableColumns(table), names);
}

/** The first row a query answers, if any. */
export async function firstRow<Row>(query: PromiseLike<Row[]>): Promise<Row | undefined> {
  const [row] = await query;
  return row;
}
