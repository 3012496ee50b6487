import type { DatabaseHandle } from '../../../../adapters/persistence/database';
import { vitalAveragesInWindow } from '../../../../adapters/persistence/repositories/web-vitals-window.query';
import { openTestDatabase, testEngines } from '../../../support/test-database';

const at = (hhmm: string) => new Date(`2030-01-01T${hhmm}:00Z`);

describe.each(testEngines())('vitalAveragesInWindow on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const samples: [string, string, number][] = [
      ['09:30', 'LCP', 9000],
      ['09:50', 'LCP', 1000],
      ['10:15', 'LCP', 2000],
      ['10:40', 'CLS', 0.1],
      ['11:05', 'LCP', 3000],
      ['11:10', 'CLS', 0.3],
      ['12:05', 'LCP', 6000],
      ['12:20', 'LCP', 9000],
    ];
    for (const [time, name, value] of samples) {
      await database.query('INSERT INTO web_vitals (name, value, created_at) VALUES ($1, $2, $3)', [name, value, at(time).toISOString()]);
    }
  });
  afterAll(() => database.close());

  const byName = (averages: { name: string; average: number; count: number }[]) =>
    Object.fromEntries(averages.map((a) => [a.name, { average: Number(a.average.toFixed(3)), count: a.count }]));

  it('averages [from, to) per vital over hourly totals and the rows at the edges', async () => {
    expect(byName(await vitalAveragesInWindow(database.db, at('09:45'), at('12:10')))).toEqual({
      LCP: { average: 3000, count: 4 },
      CLS: { average: 0.2, count: 2 },
    });
  });

  it('answers nothing for a window without samples', async () => {
    expect(await vitalAveragesInWindow(database.db, at('13:00'), at('15:30'))).toEqual([]);
  });
});
