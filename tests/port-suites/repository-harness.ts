import type { DatabaseHandle } from '../../adapters/persistence/database';
import { openTestDatabase, testEngines } from '../support/test-database';
import type { PortSuiteHarness } from './suite-harness';

/**
 * The harnesses a repository port's suite runs against: the Drizzle adapter on every test engine and the
 * in-memory fake the use-case tests use, so the fake cannot drift from what the database does.
 */
export function repositoryHarnesses<H extends PortSuiteHarness>(
  drizzle: (database: DatabaseHandle) => Promise<Omit<H, 'close'>> | Omit<H, 'close'>,
  memory: () => Omit<H, 'close'>,
): [string, () => Promise<H>][] {
  const onDatabase = testEngines().map((engine): [string, () => Promise<H>] => [
    `drizzle on ${engine}`,
    async () => {
      const database = await openTestDatabase(engine);
      return { ...(await drizzle(database)), close: () => database.close() } as H;
    },
  ]);
  return [...onDatabase, ['in-memory fake', async () => ({ ...memory(), close: async () => undefined }) as H]];
}
