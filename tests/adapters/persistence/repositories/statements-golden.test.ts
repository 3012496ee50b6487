import { DrizzleSubmittedAgreedSplits } from '../../../../adapters/persistence/repositories/drizzle.submitted-splits.agreed-splits';
import { artistPayee, collaboratorPayee, roundToMinor } from '../../../../domain/statements';
import { seedCatalogueRelease } from '../../../support/statements/catalogue.seed';
import { csvText, dsrfLines } from '../../../support/statements/report-files';
import { fileOf, openPeriod, statementUseCases } from '../../../support/statements/statement-use-cases';
import { InMemoryAgreedSplits } from '../../../support/in-memory/in-memory.agreed-splits';
import { describeOnTestDatabases } from '../../../support/test-database';

const ANA = collaboratorPayee('ana@example.com');

// Golden files made here: a DSRF report (EUR and JPY), a store CSV with a fine (USD) and another layout (GBP, by UPC).
const dsrf = [
  ...dsrfLines({
    store: 'Streamy',
    month: '2030-01',
    summaries: [
      { id: 'S1', territory: 'GB', currency: 'EUR', revenue: '100.0000001', usages: 7 },
      { id: 'S2', territory: 'JP', currency: 'JPY', revenue: '12345', usages: 3 },
    ],
    sales: [
      { summaryId: 'S1', isrc: 'GBA1B3000001', upc: '', title: 'Tide', artist: 'Nova Lane', streams: 3 },
      { summaryId: 'S1', isrc: 'GBA1B3000002', upc: '', title: 'Undertow', artist: 'Nova Lane', streams: 3 },
      { summaryId: 'S1', isrc: 'GBZZZ3099999', upc: '', title: 'Tidal (Live)', artist: 'Nova Lane', streams: 1 },
      { summaryId: 'S2', isrc: 'GBA1B3000003', upc: '', title: 'Ember', artist: 'Kai Moss', streams: 3 },
    ],
  }),
].join('\n');
const shopCsv = csvText([
  ['ISRC', 'Net', 'Period', 'Currency', 'Country'],
  ['GBA1B3000001', '10.333333', '2030-01', 'USD', 'US'],
  ['GBA1B3000002', '7.125', '2030-01', 'USD', 'US'],
  ['GBA1B3000002', '-2.5', '2030-01', 'USD', 'US'],
]);
const tubeCsv = csvText(
  [
    ['EAN', 'Revenue', 'Month', 'Territory'],
    ['0012345000024', '3.3333', '2030-01-31', 'gb'],
  ],
  ';',
);

describeOnTestDatabases('Statements golden files', (database) => {
  const ids = { nova: '', kai: '', t2: '' };
  let periodId = '';
  beforeAll(async () => {
    const nova = await seedCatalogueRelease(database(), {
      artistEmail: 'nova@example.com',
      artistName: 'Nova Lane',
      title: 'Tide',
      upc: '012345000017',
      tracks: [
        { title: 'Tide', isrc: 'GBA1B3000001' },
        { title: 'Undertow', isrc: 'GBA1B3000002', masterSplit: [{ email: 'ana@example.com', name: 'Ana Ruiz', percentage: 50 }] },
      ],
    });
    const kai = await seedCatalogueRelease(database(), {
      artistEmail: 'kai@example.com',
      artistName: 'Kai Moss',
      title: 'Ember',
      upc: '012345000024',
      tracks: [{ title: 'Ember', isrc: 'GBA1B3000003' }],
    });
    Object.assign(ids, { nova: nova.artistId, kai: kai.artistId, t2: nova.trackIds[1] });
    await database().query(`INSERT INTO royalty_recoupables (artist_id, currency, amount_minor, note) VALUES ($1, 'EUR', 100, 'Advance')`, [
      ids.nova,
    ]);
    periodId = await openPeriod(database(), '2030 January');
  });

  it('after import, match and close, every report reconciles to the cent in each currency, and a fine hits only its track', async () => {
    const uc = statementUseCases(database());
    await uc.reports.saveTemplate({
      store: 'Shop',
      delimiter: ',',
      numberFormat: 'decimal-point',
      columns: { isrc: 'ISRC', amount: 'Net', month: 'Period', currency: 'Currency', country: 'Country' },
      currency: null,
    });
    await uc.reports.saveTemplate({
      store: 'Tube',
      delimiter: ';',
      numberFormat: 'decimal-point',
      columns: { upc: 'EAN', amount: 'Revenue', month: 'Month', country: 'Territory' },
      currency: 'GBP',
    });
    await uc.importReport.execute({ periodId, fileName: 'streamy.tsv', source: fileOf(dsrf) });
    await uc.importReport.execute({ periodId, fileName: 'shop.csv', source: fileOf(shopCsv), csvStore: 'Shop' });
    await uc.importReport.execute({ periodId, fileName: 'tube.csv', source: fileOf(tubeCsv), csvStore: 'Tube' });
    const unmatched = await uc.listUnmatched.execute(periodId);
    expect(unmatched.map((u) => [u.isrc, u.likely[0]?.title])).toEqual([['GBZZZ3099999', 'Tide']]);
    await expect(uc.close.execute(periodId, 'Desk')).rejects.toMatchObject({ message: expect.stringMatching(/rate for (GBP|JPY|USD)/) });
    for (const [currency, rate] of [
      ['JPY', '0.0061'],
      ['USD', '0.92'],
      ['GBP', '1.17'],
    ])
      await uc.periods.setRate(periodId, currency, rate);
    await uc.close.execute(periodId, 'Desk');

    for (const report of await uc.queries.reportTotals(periodId))
      for (const [currency, exact] of Object.entries(report.totals))
        expect([report.fileName, BigInt(report.allocated[currency])]).toEqual([report.fileName, roundToMinor(BigInt(exact), currency)]);
    const totals = await uc.queries.kindTotals(periodId);
    expect(totals.find((t) => t.currency === 'EUR' && t.kind === 'unmatched')?.minor).toBe(1429n);
    const ana = await uc.queries.rows(periodId, ANA);
    expect(ana.filter((r) => r.kind === 'escrow' && r.currency === 'USD').map((r) => r.minor)).toEqual([116n]);
    const novaUsd = (await uc.queries.rows(periodId, artistPayee(ids.nova))).filter((r) => r.currency === 'USD' && r.kind === 'payee');
    expect(novaUsd.map((r) => [r.track, r.minor])).toEqual([
      ['Tide', 517n],
      ['Undertow', 115n],
    ]);
    const novaEur = await uc.queries.rows(periodId, artistPayee(ids.nova));
    expect(novaEur.filter((r) => r.kind === 'recoupment').map((r) => [r.currency, r.minor])).toEqual([['EUR', -100n]]);
  });

  it('a share agreed later is paid from escrow into the next statement; a period re-opens only with a reason', async () => {
    const uc = statementUseCases(database());
    await expect(uc.reopen.execute(periodId, '  ', 'Desk')).rejects.toMatchObject({ code: 'invalid' });
    const next = await openPeriod(database(), '2030 February');
    const agreed = new InMemoryAgreedSplits();
    const submitted = await new DrizzleSubmittedAgreedSplits(database().db).masterShares([ids.t2]);
    agreed.set(ids.t2, submitted.get(ids.t2) ?? []);
    agreed.agree(ids.t2, ANA);
    await statementUseCases(database(), agreed).close.execute(next, 'Desk');
    const released = (await uc.queries.rows(next, ANA)).filter((r) => r.kind === 'escrow-release');
    expect(released.map((r) => [r.currency, r.minor])).toEqual(
      expect.arrayContaining([
        ['EUR', 1071n],
        ['USD', 116n],
      ]),
    );
    await expect(uc.reopen.execute(periodId, 'Wrong rate', 'Desk')).rejects.toMatchObject({ code: 'conflict' });
    await uc.reopen.execute(next, 'Split sheet signed late', 'Desk');
    expect(await uc.queries.rows(next, ANA)).toEqual([]);
  });
});
