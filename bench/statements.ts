/**
 * Sales-report benchmark (prints figures, not a test): a generated 300,000-line DSRF report imported (streamed,
 * parsed, matched by ISRC, written in one transaction) and its period closed (allocated), on the embedded database,
 * beside the time to read and parse the same file alone, with the process's peak RSS growth sampled from /proc.
 * Run: npm run bench:statements   (BENCH_SALE_LINES sets the report's sale lines, 300,000 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../adapters/persistence/open-database';
import { CsvParseSalesReportReader } from '../adapters/sales-report-reader/csv-parse.sales-report-reader';
import { DsrfReader } from '../domain/statements';
import { seedCatalogueRelease } from '../tests/support/statements/catalogue.seed';
import { streamOfLines } from '../tests/support/statements/report-files';
import { openPeriod, statementUseCases } from '../tests/support/statements/statement-use-cases';
import { loadAverage } from './support/portal-process';
import { runBench } from './support/run-bench';
import { generatedDsrf, type BenchTrack } from './statements/generated-report';
import { MB, sampler } from './upload-workload';

const SALE_LINES = Number(process.env.BENCH_SALE_LINES ?? 300_000);
const LIMIT_SECONDS = 60;
const LIMIT_RSS_MB = 256;
const RATES: Record<string, string> = { GBP: '1.17', USD: '0.92', JPY: '0.0061', BRL: '0.17', SEK: '0.087' };

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - start) / 1000 };
}

/** The floor: the same bytes read and parsed (csv-parse and the DSRF reader), nothing matched or written. */
async function readAndParse(tracks: BenchTrack[]): Promise<number> {
  const reading = new CsvParseSalesReportReader().read(streamOfLines(generatedDsrf(SALE_LINES, tracks)), {
    delimiter: '\t',
    quoted: false,
  });
  const parser = new DsrfReader();
  let lines = 0;
  let last = 0;
  for await (const row of reading.rows) {
    last = row.line;
    if (parser.accept(row.line, row.cells)) lines++;
  }
  parser.finish(last);
  return lines;
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-statements-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    const tracks: BenchTrack[] = [];
    const artistIds: string[] = [];
    for (let release = 0; release < 40; release++) {
      const upc = `0${String(98_700_000_000 + release)}`;
      const isrcs = Array.from({ length: 10 }, (_, t) => `GBA1B30${String(release * 10 + t).padStart(5, '0')}`);
      const seeded = await seedCatalogueRelease(database, {
        artistId: artistIds[release % 8],
        artistEmail: `bench-${release % 8}@example.com`,
        artistName: `Bench Artist ${release % 8}`,
        title: `Bench Release ${release}`,
        upc,
        tracks: isrcs.map((isrc, t) => ({
          title: `Track ${t}`,
          isrc,
          masterSplit: t % 3 === 0 ? [{ email: 'co@example.com', name: 'Co Writer', percentage: 30 }] : [],
        })),
      });
      artistIds[release % 8] = seeded.artistId;
      for (const isrc of isrcs) tracks.push({ isrc, upc });
    }
    const periodId = await openPeriod(database, 'Bench period');
    const floor = await timed(() => readAndParse(tracks));
    const memory = sampler(process.pid);
    const { importReport, periods, close } = statementUseCases(database);
    const imported = await timed(() =>
      importReport.execute({ periodId, fileName: 'bench.tsv', source: streamOfLines(generatedDsrf(SALE_LINES, tracks)) }),
    );
    for (const [currency, rate] of Object.entries(RATES)) await periods.setRate(periodId, currency, rate);
    const allocated = await timed(() => close.execute(periodId, 'Bench'));
    const rssGrowth = memory.stop() / MB;
    const total = imported.seconds + allocated.seconds;
    console.log(`sale lines: ${imported.value.lineCount} (${imported.value.unmatchedCount} unmatched), parse-only ${floor.value}`);
    console.log(`read + parse alone:            ${floor.seconds.toFixed(1)} s`);
    console.log(`import + match (one txn):      ${imported.seconds.toFixed(1)} s`);
    console.log(`allocate (close the period):   ${allocated.seconds.toFixed(1)} s (${allocated.value.entries} statement entries)`);
    console.log(
      `total: ${total.toFixed(1)} s (limit ${LIMIT_SECONDS} s), peak RSS growth ${rssGrowth.toFixed(0)} MB (limit ${LIMIT_RSS_MB} MB)`,
    );
    console.log(`load average at start: ${loadAtStart}; at end: ${loadAverage()}`);
    if (total > LIMIT_SECONDS || rssGrowth > LIMIT_RSS_MB) process.exitCode = 1;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

runBench(main);
