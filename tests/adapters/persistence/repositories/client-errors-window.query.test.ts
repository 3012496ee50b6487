import type { DatabaseHandle } from '../../../../adapters/persistence/database';
import { errorCountsInWindow } from '../../../../adapters/persistence/repositories/client-errors-window.query';
import { openTestDatabase, testEngines } from '../../../support/test-database';

const at = (hhmm: string) => new Date(`2030-01-01T${hhmm}:00Z`);

describe.each(testEngines())('errorCountsInWindow on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const errors: [string, string][] = [
      ['09:30', 'network'],
      ['09:50', 'network'],
      ['10:15', 'network'],
      ['10:20', 'render'],
      ['11:45', 'network'],
      ['12:10', 'render'],
      ['12:30', 'render'],
      ['13:05', 'network'],
    ];
    for (const [time, category] of errors) {
      await database.query("INSERT INTO client_errors (message, category, severity, created_at) VALUES ('boom', $1, 'error', $2)", [
        category,
        at(time).toISOString(),
      ]);
    }
  });
  afterAll(() => database.close());

  it('counts [from, to) per category: whole hours from the hourly counts, the edges from the rows', async () => {
    expect(await errorCountsInWindow(database.db, at('09:45'), at('12:30'))).toEqual({ network: 3, render: 2 });
  });

  it('reads a window inside one hour from the rows alone', async () => {
    expect(await errorCountsInWindow(database.db, at('10:00'), at('10:16'))).toEqual({ network: 1 });
  });

  it('reads a window of whole hours from the hourly counts', async () => {
    expect(await errorCountsInWindow(database.db, at('09:00'), at('14:00'))).toEqual({ network: 5, render: 3 });
    expect(await errorCountsInWindow(database.db, at('14:00'), at('15:00'))).toEqual({});
  });
});
