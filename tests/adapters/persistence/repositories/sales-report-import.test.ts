import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeOnTestDatabases } from '../../../support/test-database';
import { seedCatalogueRelease } from '../../../support/statements/catalogue.seed';
import { breakingAt, writtenFile } from '../../../support/statements/generated-file';
import { dsrfLines } from '../../../support/statements/report-files';
import { fileOf, openPeriod, statementUseCases } from '../../../support/statements/statement-use-cases';

const summaries = [{ id: 'S1', territory: 'GB', currency: 'EUR', revenue: '12.5', usages: 5 }];
const sale = (isrc: string, streams: number) => ({ summaryId: 'S1', isrc, upc: '', title: 'Tide', artist: 'Nova Lane', streams });
const BROKEN_AT = 200_000;

describeOnTestDatabases('Sales report import', (database) => {
  let periodId = '';
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'broken-report-'));
    periodId = await openPeriod(database(), '2030 Q1');
    await seedCatalogueRelease(database(), {
      artistEmail: 'nova@example.com',
      artistName: 'Nova Lane',
      title: 'Tide',
      upc: '012345000017',
      tracks: [{ title: 'Tide', isrc: 'GBA1B3000001' }],
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const count = async () => (await database().query<{ n: number }>('SELECT count(*)::int AS n FROM sales_report_lines'))[0].n;
  const reportsNamed = async (fileName: string) =>
    (await database().query('SELECT id FROM sales_reports WHERE file_name = $1', [fileName])).length;

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
      message: 'This file was imported before (same contents): it was not imported again.',
    });
    expect(await count()).toBe(2);
    expect(await reportsNamed('again.tsv')).toBe(0);
  });

  it('reads a decimal-comma CSV exactly as its template declares, and refuses a wrong format whole, naming the line', async () => {
    const { reports, importReport } = statementUseCases(database());
    await reports.saveTemplate({
      store: 'Tienda',
      delimiter: ';',
      columns: { isrc: 'ISRC', month: 'Mes', amount: 'Neto', usages: 'Escuchas' },
      currency: 'EUR',
      numberFormat: 'decimal-comma',
    });
    const csv = (rows: string[]) => fileOf(['ISRC;Mes;Neto;Escuchas', ...rows].join('\n'));
    const good = await importReport.execute({
      periodId,
      fileName: 'tienda.csv',
      source: csv(['GBA1B3000001;2030-01;1.234,56;12.345', 'GBA1B3000001;2030-01;0,4400000001;1']),
      csvStore: 'Tienda',
    });
    expect(good.totals).toEqual({ EUR: '12350000000001' });
    const before = await count();
    await expect(
      importReport.execute({
        periodId,
        fileName: 'wrong-format.csv',
        source: csv(['GBA1B3000001;2030-02;2,50;1', 'GBA1B3000001;2030-02;1,234.56;1']),
        csvStore: 'Tienda',
      }),
    ).rejects.toMatchObject({
      code: 'invalid',
      message:
        "Line 3: the amount '1,234.56' is not written as the template's numbers are (like 1.234,56) with at most ten decimals. Nothing from this file was imported.",
    });
    expect(await count()).toBe(before);
    expect(await reportsNamed('wrong-format.csv')).toBe(0);
  });

  it(`a DSRF file broken at line ${BROKEN_AT.toLocaleString('en')} leaves nothing imported and names the line`, async () => {
    // One block of one release and resource, then a sale line per line: 199,996 sales are read and written first.
    const sales = Array.from({ length: BROKEN_AT + 100 }, () => ({ ...sale('GBA1B3000001', 1), block: 'one' }));
    const lines = dsrfLines({ store: 'Big', month: '2030-02', summaries: [{ ...summaries[0], usages: sales.length }], sales });
    const file = await writtenFile(dir, 'big.tsv', breakingAt(BROKEN_AT, lines, 'SU02\tB1\tNOPE\tT\tR1\tA1\ttrue\t1'));
    const before = await count();
    await expect(
      statementUseCases(database()).importReport.execute({ periodId, fileName: 'big.tsv', source: createReadStream(file) }),
    ).rejects.toMatchObject({
      code: 'invalid',
      message: "Line 200000: the summary record 'NOPE' is not in the file's summary. Nothing from this file was imported.",
    });
    expect(await count()).toBe(before);
    expect(await reportsNamed('big.tsv')).toBe(0);
  });
});
