import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  UnmatchedGroup,
  UnmatchedGroupKey,
  UnmatchedLinesRepository,
} from '../../../application/ports/unmatched-lines.repository.port';
import type { Database } from '../database';
import { salesReportLines as lines, salesReports } from '../schema';
import { scopedDb } from '../unit-of-work';

const sameText = (column: typeof lines.isrc | typeof lines.upc, value: string | null) =>
  value === null ? isNull(column) : eq(column, value);

export class DrizzleUnmatchedLinesRepository implements UnmatchedLinesRepository {
  constructor(private readonly root: Database) {}

  async unmatched(periodId: string): Promise<UnmatchedGroup[]> {
    const rows = await scopedDb(this.root)
      .select({
        reportId: lines.reportId,
        fileName: salesReports.fileName,
        store: salesReports.store,
        isrc: lines.isrc,
        upc: lines.upc,
        title: lines.title,
        artist: lines.artist,
        currency: lines.currency,
        lineCount: sql<number>`count(*)::int`,
        firstLine: sql<number>`min(${lines.lineNumber})::int`,
        total: sql<string>`sum(${lines.amount})::text`,
      })
      .from(lines)
      .innerJoin(salesReports, eq(salesReports.id, lines.reportId))
      .where(and(eq(salesReports.periodId, periodId), isNull(lines.releaseId)))
      .groupBy(lines.reportId, salesReports.fileName, salesReports.store, lines.isrc, lines.upc, lines.title, lines.artist, lines.currency)
      .orderBy(salesReports.fileName, sql`min(${lines.lineNumber})`);
    const groups = new Map<string, UnmatchedGroup>();
    for (const { currency, total, ...row } of rows) {
      const key = JSON.stringify([row.reportId, row.isrc, row.upc, row.title, row.artist]);
      const group = groups.get(key) ?? { ...row, lineCount: 0, totals: {} };
      group.lineCount += row.lineCount;
      group.firstLine = Math.min(group.firstLine, row.firstLine);
      group.totals[currency] = total;
      groups.set(key, group);
    }
    return [...groups.values()];
  }

  async periodOfReport(reportId: string): Promise<string | null> {
    if (!/^[0-9a-f-]{36}$/i.test(reportId)) return null;
    const [row] = await scopedDb(this.root)
      .select({ periodId: salesReports.periodId })
      .from(salesReports)
      .where(eq(salesReports.id, reportId));
    return row?.periodId ?? null;
  }

  async assign(
    key: UnmatchedGroupKey,
    track: { trackId: string; releaseId: string; artistId: string },
    carriedInto: string | null,
  ): Promise<number> {
    const updated = await scopedDb(this.root)
      .update(lines)
      .set({
        trackId: track.trackId,
        releaseId: track.releaseId,
        artistId: track.artistId,
        matchedBy: 'staff',
        carriedIntoPeriod: carriedInto,
      })
      .where(
        and(
          eq(lines.reportId, key.reportId),
          isNull(lines.releaseId),
          sameText(lines.isrc, key.isrc),
          sameText(lines.upc, key.upc),
          eq(lines.title, key.title),
          eq(lines.artist, key.artist),
        ),
      )
      .returning({ line: lines.lineNumber });
    return updated.length;
  }
}
