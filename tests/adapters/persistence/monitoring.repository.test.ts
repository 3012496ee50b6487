import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { DrizzleMonitoringRepository } from '../../../adapters/persistence/repositories/drizzle.monitoring.repository';
import type { VitalName } from '../../../application/ports/monitoring.repository.port';
import { openTestDatabase, testEngines } from '../../support/test-database';

const HOUR = 3_600_000;
const START = Date.parse('2026-03-01T00:00:00Z');

interface Sample {
  name: VitalName;
  value: number;
  at: Date;
}

/** Samples spread over 30 hours at uneven minutes, so windows cut through hours. */
function samples(): Sample[] {
  const out: Sample[] = [];
  for (let i = 0; i < 240; i++) {
    const at = new Date(START + i * 7 * 60_000 + (i % 5) * 1_000);
    out.push({ name: i % 3 === 0 ? 'LCP' : 'CLS', value: i % 3 === 0 ? 1000 + i * 10 : (i % 7) / 100, at });
  }
  return out;
}

function expected(all: Sample[], from: Date, to: Date) {
  const inWindow = all.filter((s) => s.at >= from && s.at < to);
  const names = [...new Set(inWindow.map((s) => s.name))].sort();
  return names.map((name) => {
    const values = inWindow.filter((s) => s.name === name).map((s) => s.value);
    return { name, count: values.length, average: values.reduce((a, b) => a + b, 0) / values.length };
  });
}

describe.each(testEngines())('DrizzleMonitoringRepository web vitals on %s', (engine) => {
  let database: DatabaseHandle;
  let repository: DrizzleMonitoringRepository;
  const all = samples();
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    repository = new DrizzleMonitoringRepository(database.db);
    for (const s of all) await repository.recordVitals([{ name: s.name, value: s.value, rating: 'good', url: '/' }], s.at);
  });
  afterAll(() => database.close());

  const sorted = async (from: Date, to: Date) => (await repository.vitalAverages(from, to)).sort((a, b) => a.name.localeCompare(b.name));

  it.each([
    ['whole hours', START, START + 24 * HOUR],
    ['cut at both edges', START + 17 * 60_000, START + 20 * HOUR + 43 * 60_000],
    ['inside one hour', START + 3 * HOUR + 5 * 60_000, START + 3 * HOUR + 50 * 60_000],
    ['across one hour boundary', START + 3 * HOUR + 40 * 60_000, START + 4 * HOUR + 20 * 60_000],
    ['past the last sample', START + 10 * HOUR + 1, START + 200 * HOUR],
  ])('averages exactly the samples in the window (%s)', async (_label, from, to) => {
    const got = await sorted(new Date(from), new Date(to));
    const want = expected(all, new Date(from), new Date(to));
    expect(got.map((g) => [g.name, g.count])).toEqual(want.map((w) => [w.name, w.count]));
    got.forEach((g, i) => expect(g.average).toBeCloseTo(want[i].average, 9));
  });

  it('forgets pruned samples', async () => {
    const cutoff = new Date(START + 12 * HOUR + 30 * 60_000);
    await repository.pruneBefore(cutoff);
    const remaining = all.filter((s) => s.at >= cutoff);
    const got = await sorted(new Date(START), new Date(START + 48 * HOUR));
    expect(got.map((g) => [g.name, g.count])).toEqual(
      expected(remaining, new Date(START), new Date(START + 48 * HOUR)).map((w) => [w.name, w.count]),
    );
  });
});

describe.each(testEngines())('DrizzleMonitoringRepository client errors on %s', (engine) => {
  let database: DatabaseHandle;
  let repository: DrizzleMonitoringRepository;
  const CATEGORIES = ['javascript', 'network', 'upload'] as const;
  const all = Array.from({ length: 180 }, (_, i) => ({
    category: CATEGORIES[i % 3],
    at: new Date(START + i * 11 * 60_000 + (i % 4) * 1_000),
  }));
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    repository = new DrizzleMonitoringRepository(database.db);
    for (const e of all) {
      const report = { submissionId: null, message: 'x', stack: '', stage: '', url: '/', userAgent: '', metadata: {} };
      await repository.recordError({ ...report, category: e.category, severity: 'high', occurredAt: null }, e.at);
    }
  });
  afterAll(() => database.close());

  const expectedCounts = (events: typeof all, from: number, to: number) => {
    const counts: Record<string, number> = {};
    for (const e of events) if (e.at.getTime() >= from && e.at.getTime() < to) counts[e.category] = (counts[e.category] ?? 0) + 1;
    return counts;
  };

  it.each([
    ['whole hours', START, START + 24 * HOUR],
    ['cut at both edges', START + 17 * 60_000, START + 20 * HOUR + 43 * 60_000],
    ['inside one hour', START + 3 * HOUR + 5 * 60_000, START + 3 * HOUR + 50 * 60_000],
    ['across one hour boundary', START + 3 * HOUR + 40 * 60_000, START + 4 * HOUR + 20 * 60_000],
  ])('counts exactly the errors in the window per category (%s)', async (_label, from, to) => {
    expect(await repository.errorsByCategory(new Date(from), new Date(to))).toEqual(expectedCounts(all, from, to));
  });

  it('forgets pruned errors', async () => {
    const cutoff = START + 12 * HOUR + 30 * 60_000;
    await repository.pruneBefore(new Date(cutoff));
    const remaining = all.filter((e) => e.at.getTime() >= cutoff);
    expect(await repository.errorsByCategory(new Date(START), new Date(START + 48 * HOUR))).toEqual(
      expectedCounts(remaining, START, START + 48 * HOUR),
    );
  });
});
