import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SplitStatesQuery } from '../../../application/ports/split-states.query.port';
import type { ConsentState } from '../../../domain/split-sheets';
import type { Database } from '../database';
import { splitConsents, splitSheets } from '../schema';
import { scopedDb } from '../unit-of-work';

export class DrizzleSplitStatesQuery implements SplitStatesQuery {
  constructor(private readonly root: Database) {}

  async statesOf(submissionIds: readonly string[]): Promise<Map<string, ConsentState[]>> {
    const states = new Map<string, ConsentState[]>();
    if (submissionIds.length === 0) return states;
    const rows = await scopedDb(this.root)
      .select({ submissionId: splitConsents.submissionId, state: splitConsents.state })
      .from(splitConsents)
      .innerJoin(splitSheets, eq(splitConsents.sheetId, splitSheets.id))
      .where(
        and(
          inArray(splitSheets.submissionId, [...submissionIds]),
          // Only the current round's sheets: older versions' consents are history.
          eq(
            splitSheets.version,
            sql`(SELECT max(latest.version) FROM split_sheets latest WHERE latest.submission_id = ${splitSheets.submissionId})`,
          ),
        ),
      );
    for (const row of rows) states.set(row.submissionId, [...(states.get(row.submissionId) ?? []), row.state]);
    return states;
  }
}
