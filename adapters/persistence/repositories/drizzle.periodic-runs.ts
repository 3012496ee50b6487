import { sql } from 'drizzle-orm';
import type { PeriodicRuns } from '../../../application/ports/periodic-runs.port';
import type { Database } from '../database';

/** Claims kept for this many periods back, then dropped by later claims of the same kind. */
const KEPT_PERIODS = 1000;

/** A claim is a row that only one insert can create (the primary key decides between instances). */
export class DrizzlePeriodicRuns implements PeriodicRuns {
  constructor(private readonly db: Database) {}

  async claim(kind: string, period: number): Promise<boolean> {
    const inserted = await this.db.execute(
      sql`INSERT INTO periodic_runs (kind, period) VALUES (${kind}, ${period}) ON CONFLICT DO NOTHING RETURNING period`,
    );
    const claimed = (inserted as unknown as { rows: unknown[] }).rows.length === 1;
    if (claimed) await this.db.execute(sql`DELETE FROM periodic_runs WHERE kind = ${kind} AND period < ${period - KEPT_PERIODS}`);
    return claimed;
  }
}
