import { sql } from 'drizzle-orm';
import type { KindTotal, PayeeOfPeriod, ReportTotal, StatementQueries } from '../../../application/ports/statement-queries.port';
import { type EntryKind, PAYABLE_KINDS, type PayableAmount, type StatementRow } from '../../../domain/statements';
import type { Database } from '../database';
import { scopedDb } from '../unit-of-work';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const PAYABLE = sql`(${sql.join(
  PAYABLE_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)})`;

/** Statements read from the entries closing a period wrote, names joined from the catalogue. */
export class DrizzleStatementQueries implements StatementQueries {
  constructor(private readonly root: Database) {}

  private async all<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return rowsOf<T>(await scopedDb(this.root).execute(query));
  }

  async rows(periodId: string, payee: string): Promise<StatementRow[]> {
    const rows = await this.all<{
      kind: EntryKind;
      currency: string;
      release: string | null;
      track: string | null;
      store: string;
      country: string;
      month: string;
      minor: string;
    }>(sql`
      SELECT e.kind, e.currency, s.release_title AS release, t.title AS track, e.store, e.country, e.month, sum(e.minor)::text AS minor
      FROM statement_entries e
      LEFT JOIN submissions s ON s.id = e.release_id
      LEFT JOIN submission_tracks t ON t.id = e.track_id
      WHERE e.period_id = ${periodId} AND e.payee = ${payee}
      GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 2, 7, 3, 4`);
    return rows.map((r) => ({ ...r, release: r.release ?? '', track: r.track ?? '', minor: BigInt(r.minor) }));
  }

  async payees(periodId: string): Promise<PayeeOfPeriod[]> {
    return this.all<PayeeOfPeriod>(sql`
      SELECT DISTINCT e.payee, coalesce(nullif(a.artist_name, ''), a.email, (
        -- A collaborator's name as their latest split sheet asked them, else their e-mail.
        SELECT c.name FROM split_consents c WHERE e.payee = 'collaborator:' || c.email ORDER BY c.asked_at DESC LIMIT 1
      ), split_part(e.payee, ':', 2)) AS name
      FROM statement_entries e
      LEFT JOIN artists a ON e.payee = 'artist:' || a.id::text
      WHERE e.period_id = ${periodId} AND e.payee IS NOT NULL ORDER BY 2`);
  }

  async kindTotals(periodId: string): Promise<KindTotal[]> {
    const rows = await this.all<{ currency: string; kind: string; minor: string }>(sql`
      SELECT currency, kind, sum(minor)::text AS minor FROM statement_entries WHERE period_id = ${periodId} GROUP BY 1, 2 ORDER BY 1, 2`);
    return rows.map((r) => ({ ...r, minor: BigInt(r.minor) }));
  }

  async payable(periodId: string): Promise<PayableAmount[]> {
    const rows = await this.all<{ payee: string; currency: string; minor: string }>(sql`
      SELECT payee, currency, sum(minor)::text AS minor FROM statement_entries
      WHERE period_id = ${periodId} AND payee IS NOT NULL AND kind IN ${PAYABLE} GROUP BY 1, 2 ORDER BY 1, 2`);
    return rows.map((r) => ({ ...r, minor: BigInt(r.minor) }));
  }

  async reportTotals(periodId: string): Promise<ReportTotal[]> {
    const reports = await this.all<{ id: string; file_name: string; store: string; totals: Record<string, string> }>(sql`
      SELECT id, file_name, store, totals FROM sales_reports WHERE period_id = ${periodId} ORDER BY imported_at`);
    const allocated = await this.all<{ report_id: string; currency: string; minor: string }>(sql`
      SELECT report_id, currency, sum(minor)::text AS minor FROM statement_entries WHERE period_id = ${periodId} GROUP BY 1, 2`);
    return reports.map((r) => ({
      reportId: r.id,
      fileName: r.file_name,
      store: r.store,
      totals: r.totals,
      allocated: Object.fromEntries(allocated.filter((a) => a.report_id === r.id).map((a) => [a.currency, a.minor])),
    }));
  }

  async closedPeriodsOf(payee: string): Promise<{ id: string; name: string }[]> {
    return this.all<{ id: string; name: string }>(sql`
      SELECT p.id, p.name FROM royalty_periods p
      WHERE p.status = 'closed' AND EXISTS (SELECT 1 FROM statement_entries e WHERE e.period_id = p.id AND e.payee = ${payee})
      ORDER BY p.created_at DESC`);
  }
}
