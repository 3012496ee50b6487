import { and, count, gte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { clientErrors, clientErrorsHourly } from '../schema';
import { hourWindow } from './hour-window';

/**
 * Client errors created in [from, to) counted per category: whole hours from the hourly counts, the partial hours
 * at both edges from the raw rows, so a week's window reads a few hundred rows however many errors it holds.
 */
export async function errorCountsInWindow(db: Database, from: Date, to: Date): Promise<Record<string, number>> {
  const { wholeFrom, wholeTo } = hourWindow(from, to);
  const [hourly, edges] = await Promise.all([
    db
      .select({ category: clientErrorsHourly.category, n: sql<number>`sum(${clientErrorsHourly.errors})` })
      .from(clientErrorsHourly)
      .where(and(gte(clientErrorsHourly.hour, wholeFrom), lt(clientErrorsHourly.hour, wholeTo)))
      .groupBy(clientErrorsHourly.category),
    db
      .select({ category: clientErrors.category, n: count() })
      .from(clientErrors)
      .where(
        or(
          and(gte(clientErrors.createdAt, from), lt(clientErrors.createdAt, wholeFrom)),
          and(gte(clientErrors.createdAt, wholeTo), lt(clientErrors.createdAt, to)),
        ),
      )
      .groupBy(clientErrors.category),
  ]);
  const counts: Record<string, number> = {};
  for (const row of [...hourly, ...edges]) counts[row.category] = (counts[row.category] ?? 0) + Number(row.n);
  return counts;
}
