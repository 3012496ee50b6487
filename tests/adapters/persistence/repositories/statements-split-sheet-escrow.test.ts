import { DrizzleSplitSheetAgreedSplits } from '../../../../adapters/persistence/repositories/drizzle.split-sheet.agreed-splits';
import { artistPayee, collaboratorPayee, roundToMinor } from '../../../../domain/statements';
import { euroCsvFile, euroCsvTemplate } from '../../../support/statements/euro-csv-store';
import { agreeSplitSheet, seedReleaseWithSplitSheets } from '../../../support/statements/split-sheet.seed';
import { openPeriod, statementUseCases } from '../../../support/statements/statement-use-cases';
import { describeOnTestDatabases } from '../../../support/test-database';

const ANA = collaboratorPayee('ana@example.com');
const BEN = collaboratorPayee('ben@example.com');

// Done-when 2 end to end on the split sheets themselves: import, close, the collaborator agrees, close the next period.
describeOnTestDatabases('Statements paid on the split sheets', (database) => {
  it('holds an unagreed share in escrow, pays it into the next statement once agreed, and a fine hits only its track', async () => {
    const db = database();
    const { release, repo } = await seedReleaseWithSplitSheets(db, {
      artistEmail: 'nova@example.com',
      artistName: 'Nova Lane',
      title: 'Tide',
      upc: '012345000093',
      tracks: [
        { title: 'Tide', isrc: 'GBA1B3100001', masterSplit: [{ email: 'ana@example.com', name: 'Ana Ruiz', percentage: 50 }] },
        { title: 'Undertow', isrc: 'GBA1B3100002', masterSplit: [{ email: 'ben@example.com', name: 'Ben Okafor', percentage: 40 }] },
      ],
    });
    const nova = artistPayee(release.artistId);
    await agreeSplitSheet(repo, release.submissionId, 'ben@example.com');
    const uc = statementUseCases(db, new DrizzleSplitSheetAgreedSplits(db.db));
    await uc.reports.saveTemplate(euroCsvTemplate('Escrow Shop'));

    // Period 1: 10.00 on each track, and a 4.00 fine on Undertow. The artist's rate is the default 50 %.
    const first = await openPeriod(db, 'Escrow January');
    const january = [
      ['GBA1B3100001', '10.00', '2030-01', 'GB'],
      ['GBA1B3100002', '10.00', '2030-01', 'GB'],
      ['GBA1B3100002', '-4.00', '2030-01', 'GB'],
    ];
    await uc.importReport.execute({ periodId: first, fileName: 'january.csv', source: euroCsvFile(january), csvStore: 'Escrow Shop' });
    await uc.close.execute(first, 'Desk');
    const byTrack = async (periodId: string, payee: string) =>
      (await uc.queries.rows(periodId, payee)).map((r) => [r.kind, r.track, r.minor]);
    expect(await byTrack(first, nova)).toEqual([
      ['payee', 'Tide', 250n],
      ['payee', 'Undertow', 180n],
    ]);
    expect(await byTrack(first, BEN)).toEqual([['payee', 'Undertow', 120n]]);
    expect(await byTrack(first, ANA)).toEqual([['escrow', 'Tide', 250n]]);
    await expectReconciled(first);

    // Ana agrees between the periods; period 2 pays her held 2.50 beside her new share of 2.00 of sales.
    await agreeSplitSheet(repo, release.submissionId, 'ana@example.com');
    const second = await openPeriod(db, 'Escrow February');
    await uc.importReport.execute({
      periodId: second,
      fileName: 'february.csv',
      source: euroCsvFile([['GBA1B3100001', '2.00', '2030-02', 'GB']]),
      csvStore: 'Escrow Shop',
    });
    await uc.close.execute(second, 'Desk');
    // The escrow gives the held share back (negative) as Ana receives it: the period's sales still add up.
    const anaFebruary = await byTrack(second, ANA);
    expect(anaFebruary).toHaveLength(3);
    expect(anaFebruary).toEqual(
      expect.arrayContaining([
        ['payee', 'Tide', 50n],
        ['escrow', 'Tide', -250n],
        ['escrow-release', 'Tide', 250n],
      ]),
    );
    const held = await db.query<{ minor: string }>(
      `SELECT coalesce(sum(minor), 0)::text AS minor FROM statement_entries WHERE kind = 'escrow' AND payee = $1`,
      [ANA],
    );
    expect(held[0].minor).toBe('0');
    await expectReconciled(second);
    await expectReconciled(first);
  });

  /** Every report's entries (label, payees, escrow given and given back) add up to its total, to the cent. */
  async function expectReconciled(periodId: string): Promise<void> {
    const uc = statementUseCases(database());
    const totals = await uc.queries.reportTotals(periodId);
    expect(totals.length).toBeGreaterThan(0);
    for (const report of totals)
      for (const [currency, exact] of Object.entries(report.totals))
        expect([report.fileName, BigInt(report.allocated[currency])]).toEqual([report.fileName, roundToMinor(BigInt(exact), currency)]);
  }
});
