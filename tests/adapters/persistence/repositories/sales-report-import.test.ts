import { describeOnTestDatabases } from '../../../support/test-database';
import { seedCatalogueRelease } from '../../../support/statements/catalogue.seed';
import { dsrfLines, streamOfLines } from '../../../support/statements/report-files';
import { fileOf, openPeriod, statementUseCases } from '../../../support/statements/statement-use-cases';

const summaries = [{ id: 'S1', territory: 'GB', currency: 'EUR', revenue: '12.5', usages: 5 }];
const sale = (isrc: string, streams: number) => ({ summaryId: 'S1', isrc, upc: '', title: 'Tide', artist: 'Nova Lane', streams });

describeOnTestDatabases('Sales report import', (database) => {
  let periodId = '';
  beforeAll(async () => {
    periodId = await openPeriod(database(), '2030 Q1');
    await seedCatalogueRelease(database(), {
      artistEmail: 'nova@example.com',
      artistName: 'Nova Lane',
      title: 'Tide',
      upc: '012345000017',
      tracks: [{ title: 'Tide', isrc: 'GBA1B3000001' }],
    });
  });
  const count = async () => (await database().query<{ n: number }>('SELECT count(*)::int AS n FROM sales_report_lines'))[0].n;

  it('imports a DSRF report with its lines traceable and matched by ISRC, and refuses the same file twice', async () => {
    const text = [
      ...dsrfLines({ store: 'Streamy', month: '2030-01', summaries, sales: [sale('GBA1B3000001', 4), sale('GBZZZ3099999', 1)] }),
    ].join('\n');
    const { importReport } = statementUseCases(database());
    const imported = await importReport.execute({ periodId, fileName: 'streamy.tsv', source: fileOf(text) });
    expect(imported).toMatchObject({ lineCount: 2, unmatchedCount: 1, totals: { EUR: '125000000000' } });
    const lines = await database().query<{ line_number: number; matched_by: string | null }>(
      'SELECT line_number, matched_by FROM sales_report_lines WHERE report_id = $1 ORDER BY line_number',
      [imported.reportId],
    );
    expect(lines).toEqual([
      { line_number: 5, matched_by: 'isrc' },
      { line_number: 8, matched_by: null },
    ]);
    await expect(importReport.execute({ periodId, fileName: 'again.tsv', source: fileOf(text) })).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await count()).toBe(2);
  });

  it('a file broken after thousands of lines leaves nothing imported and names the line', async () => {
    const many = Array.from({ length: 1700 }, () => sale('GBA1B3000001', 1));
    const lines = [...dsrfLines({ store: 'Big', month: '2030-02', summaries: [{ ...summaries[0], usages: 1700 }], sales: many })];
    lines.splice(5001, 0, 'SU02\tB9\tNOPE\tT\tR1\tA1\ttrue\t1');
    const before = await count();
    await expect(
      statementUseCases(database()).importReport.execute({ periodId, fileName: 'big.tsv', source: streamOfLines(lines) }),
    ).rejects.toMatchObject({
      code: 'invalid',
      message: "Line 5002: the summary record 'NOPE' is not in the file's summary. Nothing from this file was imported.",
    });
    expect(await count()).toBe(before);
    expect((await database().query('SELECT id FROM sales_reports WHERE file_name = $1', ['big.tsv'])).length).toBe(0);
  });
});
