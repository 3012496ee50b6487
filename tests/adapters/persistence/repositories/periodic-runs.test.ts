import { DrizzlePeriodicRuns } from '../../../../adapters/persistence/repositories/drizzle.periodic-runs';
import { describeOnTestDatabases } from '../../../support/test-database';
import { countRows } from './seed-rows';

describeOnTestDatabases('DrizzlePeriodicRuns', (database) => {
  it('gives each kind and period to exactly one of several instances claiming at once', async () => {
    const instances = [1, 2, 3, 4].map(() => new DrizzlePeriodicRuns(database().db));
    const claims = await Promise.all(instances.map((runs) => runs.claim('retention', 5000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await instances[0].claim('retention', 5001)).toBe(true);
    expect(await instances[1].claim('orphans', 5000)).toBe(true);
  });

  it('drops claims more than a thousand periods old when a new one is made', async () => {
    const runs = new DrizzlePeriodicRuns(database().db);
    await runs.claim('digest', 1);
    await runs.claim('digest', 500);
    await runs.claim('digest', 1400);
    expect(await countRows(database(), 'periodic_runs', "kind = 'digest'")).toBe(2);
    expect(await runs.claim('digest', 500)).toBe(false);
  });
});
