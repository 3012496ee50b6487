import { count, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { clientErrors, clientErrorsHourly } from '../schema';
import { hourWindowFilters } from './hour-window';

/**
 * Client errors created in [from, to) counted per category: whole hours from the hourly counts, the partial hours
 * at both edges from the raw rows, so a week's window reads a few hundred rows however many errors it holds.
 */
export async function errorCountsInWindow(db: Database, from: Date, to: Date): Promise<Record<string, number>> {
  const hours = hourWindowFilters(from, to);
  const [hourly, edges] = await Promise.all([
    db
      .select({ category: clientErrorsHourly.category, n: sql<number>`sum(${clientErrorsHourly.errors})` })
      .from(clientErrorsHourly)
      .where(hours.wholeHours(clientErrorsHourly.hour))
      .groupBy(clientErrorsHourly.category),
    db
      .select({ category: clientErrors.category, n: count() })
      .from(clientErrors)
      .where(hours.edgeHours(clientErrors.createdAt))
      .groupBy(clientErrors.category),
  ]);
  const counts: Record<string, number> = {};
  for (const row of [...hourly, ...edges]) counts[row.category] = (counts[row.category] ?? 0) + Number(row.n);
  return counts;
}
