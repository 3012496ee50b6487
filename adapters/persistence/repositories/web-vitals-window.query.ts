import { count, sql, sum } from 'drizzle-orm';
import type { VitalAverages, VitalName } from '../../../application/ports/monitoring.repository.port';
import type { Database } from '../database';
import { webVitals, webVitalsHourly } from '../schema';
import { hourWindowFilters } from './hour-window';

interface Totals {
  name: string;
  total: number;
  samples: number;
}

/**
 * Averages of web vitals created in [from, to): whole hours from the hourly totals, the partial hours at both edges
 * from the raw rows, so a week's window reads a few hundred rows however many samples it holds.
 */
export async function vitalAveragesInWindow(db: Database, from: Date, to: Date): Promise<VitalAverages[]> {
  const hours = hourWindowFilters(from, to);
  const [hourly, edges] = await Promise.all([
    db
      .select({
        name: webVitalsHourly.name,
        total: sql<number>`sum(${webVitalsHourly.valueSum})`,
        samples: sql<number>`sum(${webVitalsHourly.samples})`,
      })
      .from(webVitalsHourly)
      .where(hours.wholeHours(webVitalsHourly.hour))
      .groupBy(webVitalsHourly.name),
    db
      .select({ name: webVitals.name, total: sum(webVitals.value), samples: count() })
      .from(webVitals)
      .where(hours.edgeHours(webVitals.createdAt))
      .groupBy(webVitals.name),
  ]);
  const byName = new Map<string, Totals>();
  for (const row of [...hourly, ...edges]) {
    const seen = byName.get(row.name) ?? { name: row.name, total: 0, samples: 0 };
    seen.total += Number(row.total);
    seen.samples += Number(row.samples);
    byName.set(row.name, seen);
  }
  return [...byName.values()]
    .filter((t) => t.samples > 0)
    .map((t) => ({ name: t.name as VitalName, average: t.total / t.samples, count: t.samples }));
}
