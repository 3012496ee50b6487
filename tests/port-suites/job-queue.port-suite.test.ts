import { DatabaseJobAdmin } from '../../adapters/jobs/database.job-admin';
import { DatabaseJobQueue } from '../../adapters/jobs/database.job-queue';
import { DatabaseJobWorker } from '../../adapters/jobs/database.job-worker';
import { InMemoryJobHandlerRegistry } from '../../adapters/jobs/in-memory.job-handler-registry';
import { DrizzleUnitOfWork } from '../../adapters/persistence/unit-of-work';
import { ManualClock } from '../fakes/manual.clock';
import { openTestDatabase, testEngines } from '../support/test-database';
import { describeJobDeadLetterPortSuite, type JobDeadLetterHarness } from './job-queue-dead-letter.port-suite';
import { describeJobQueuePortSuite } from './job-queue.port-suite';

/** The built-in job adapters (jobs have no configurable adapter name yet; add new ones here). */
const harnesses: Record<string, (engine: ReturnType<typeof testEngines>[number]) => Promise<JobDeadLetterHarness>> = {
  async database(engine) {
    const database = await openTestDatabase(engine);
    const clock = new ManualClock();
    const handlers = new InMemoryJobHandlerRegistry();
    const worker = () => new DatabaseJobWorker(database.db, handlers, clock, { pollIntervalMs: 1000, batchSize: 5 });
    return {
      queue: new DatabaseJobQueue(database.db, clock),
      handlers,
      worker: worker(),
      secondWorker: worker(),
      admin: new DatabaseJobAdmin(database.db),
      unitOfWork: new DrizzleUnitOfWork(database.db),
      clock,
      close: () => database.close(),
    };
  },
};

for (const [name, make] of Object.entries(harnesses)) {
  for (const engine of testEngines()) {
    describeJobQueuePortSuite(`${name} on ${engine}`, () => make(engine));
    describeJobDeadLetterPortSuite(`${name} on ${engine}`, () => make(engine));
  }
}
