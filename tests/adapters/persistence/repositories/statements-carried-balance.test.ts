import { GetPeriodTotalsUseCase } from '../../../../application/use-cases/statements/get-period-totals.use-case';
import { artistPayee, payeeStatementFigures, roundToMinor } from '../../../../domain/statements';
import { seedCatalogueRelease } from '../../../support/statements/catalogue.seed';
import { euroCsvFile, euroCsvTemplate } from '../../../support/statements/euro-csv-store';
import { openPeriod, statementUseCases } from '../../../support/statements/statement-use-cases';
import { describeOnTestDatabases } from '../../../support/test-database';

describeOnTestDatabases('A payee whose period total is below zero', (database) => {
  it('is paid nothing, and the balance is carried into the next statement to the cent', async () => {
    const db = database();
    const release = await seedCatalogueRelease(db, {
      artistEmail: 'mara@example.com',
      artistName: 'Mara Vale',
      title: 'Static',
      upc: '012345000109',
      tracks: [{ title: 'Static', isrc: 'GBA1B3200001' }],
    });
    const mara = artistPayee(release.artistId);
    const uc = statementUseCases(db);
    const totals = new GetPeriodTotalsUseCase({ periods: uc.periods, queries: uc.queries });
    await uc.reports.saveTemplate(euroCsvTemplate('Fine Shop'));
    const importAndClose = async (name: string, rows: string[][]) => {
      const periodId = await openPeriod(db, name);
      const source = euroCsvFile(rows);
      await uc.importReport.execute({ periodId, fileName: `${name}.csv`, source, csvStore: 'Fine Shop' });
      await uc.close.execute(periodId, 'Desk');
      return periodId;
    };
    const statementOf = async (periodId: string) => payeeStatementFigures(await uc.queries.rows(periodId, mara)).totals;

    // January: 10.00 of sales and a 30.00 fine for artificial streams; at the default 50 % Mara's share is -10.00.
    const january = await importAndClose('Fined January', [
      ['GBA1B3200001', '10.00', '2030-01', 'GB'],
      ['GBA1B3200001', '-30.00', '2030-01', 'GB'],
    ]);
    expect(await statementOf(january)).toEqual([
      expect.objectContaining({ currency: 'EUR', earned: -1000n, broughtForward: 0n, carriedForward: -1000n, payable: 0n }),
    ]);
    expect((await totals.execute(january)).payout.filter((line) => line.payee === mara)).toEqual([]);
    await expectReconciled(january);

    // February: 50.00 of sales, Mara's 25.00 less the 10.00 brought forward.
    const february = await importAndClose('Fined February', [['GBA1B3200001', '50.00', '2030-02', 'GB']]);
    expect(await statementOf(february)).toEqual([
      expect.objectContaining({ currency: 'EUR', earned: 2500n, broughtForward: -1000n, carriedForward: 0n, payable: 1500n }),
    ]);
    const paid = (await totals.execute(february)).payout.filter((line) => line.payee === mara);
    expect(paid.map((line) => line.baseMinor)).toEqual([1500n]);
    await expectReconciled(february);
    // Over both periods Mara is paid what she earned (-10.00 + 25.00), and the label what it advanced back.
    const kinds = await db.query<{ kind: string; minor: string }>(
      `SELECT kind, sum(minor)::text AS minor FROM statement_entries WHERE payee = $1 AND kind LIKE 'balance-%' GROUP BY 1 ORDER BY 1`,
      [mara],
    );
    expect(kinds).toEqual([
      { kind: 'balance-advanced', minor: '-1000' },
      { kind: 'balance-brought', minor: '-1000' },
      { kind: 'balance-carried', minor: '1000' },
      { kind: 'balance-recovered', minor: '1000' },
    ]);

    // March: nothing more is brought forward.
    const march = await importAndClose('Fined March', [['GBA1B3200001', '2.00', '2030-03', 'GB']]);
    expect(await statementOf(march)).toEqual([expect.objectContaining({ earned: 100n, broughtForward: 0n, payable: 100n })]);
  });

  /** Every report's entries add up to its total, to the cent. */
  async function expectReconciled(periodId: string): Promise<void> {
    const reports = await statementUseCases(database()).queries.reportTotals(periodId);
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports)
      for (const [currency, exact] of Object.entries(report.totals))
        expect([report.fileName, BigInt(report.allocated[currency])]).toEqual([report.fileName, roundToMinor(BigInt(exact), currency)]);
  }
});
