import { DatabaseJobQueue } from '../../../adapters/jobs/database.job-queue';
import { DatabaseJobWorker } from '../../../adapters/jobs/database.job-worker';
import { InMemoryJobHandlerRegistry } from '../../../adapters/jobs/in-memory.job-handler-registry';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { ManualClock } from '../../fakes/manual.clock';
import { eventually } from '../../support/eventually';
import { openTestDatabase, testEngines } from '../../support/test-database';

// A running job whose instance died is retried once its short lock runs out; a live job keeps its lock
// with a heartbeat, so a long job is never taken over by a second instance.
describe.each(testEngines())('job lock and heartbeat on %s', (engine) => {
  let database: DatabaseHandle;
  let clock: ManualClock;
  let handlers: InMemoryJobHandlerRegistry;
  let queue: DatabaseJobQueue;
  const worker = () =>
    new DatabaseJobWorker(database.db, handlers, clock, { pollIntervalMs: 1000, batchSize: 5, lockMs: 60_000, heartbeatMs: 30 });
  const running: Array<() => void> = [];

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    clock = new ManualClock();
    handlers = new InMemoryJobHandlerRegistry();
    queue = new DatabaseJobQueue(database.db, clock);
  });
  afterAll(() => database.close());
  afterEach(async () => {
    running.splice(0).forEach((finish) => finish());
    await eventually(async () => (await database.query("SELECT 1 FROM jobs WHERE status = 'running'")).length === 0);
  });

  /** When the job of `kind` is locked until: null before a worker claims it. */
  const lockedUntil = async (kind: string): Promise<number | null> => {
    const [row] = await database.query<{ locked_until: Date | null }>('SELECT locked_until FROM jobs WHERE kind = $1', [kind]);
    return row?.locked_until ? new Date(row.locked_until).getTime() : null;
  };
  /** Waits for a worker to hold the job's lock until lockMs (60 s) past the clock's now: claimed, or renewed by a beat. */
  const heldFromNow = (kind: string) => eventually(async () => (await lockedUntil(kind)) === clock.now().getTime() + 60_000);

  it('retries a job caught by a crash a minute later, not five', async () => {
    await queue.enqueue({ kind: 'lock.crashed', payload: {} });
    let starts = 0;
    handlers.register('lock.crashed', () => {
      starts += 1;
      // The first run never ends and never beats: its instance died with it.
      return starts === 1 ? new Promise<void>(() => undefined) : Promise.resolve();
    });
    const dead = new DatabaseJobWorker(database.db, handlers, clock, {
      pollIntervalMs: 1000,
      batchSize: 5,
      lockMs: 60_000,
      heartbeatMs: 3_600_000,
    });
    void dead.runOnce();
    await heldFromNow('lock.crashed');
    clock.advance(61_000);
    expect((await worker().runOnce()).succeeded).toBe(1);
    expect(starts).toBe(2);
  });

  it('uses a lock of lockMs when it claims a job', async () => {
    await queue.enqueue({ kind: 'lock.claimed', payload: {} });
    handlers.register('lock.claimed', () => new Promise<void>((resolve) => running.push(resolve)));
    const first = worker().runOnce();
    await eventually(async () => (await lockedUntil('lock.claimed')) !== null);
    expect(await lockedUntil('lock.claimed')).toBe(clock.now().getTime() + 60_000);
    running.splice(0).forEach((finish) => finish());
    await first;
  });

  it('keeps a long job locked with its heartbeat: a second worker does not take it over', async () => {
    await queue.enqueue({ kind: 'lock.long', payload: {} });
    let starts = 0;
    handlers.register('lock.long', () => {
      starts += 1;
      return new Promise<void>((resolve) => running.push(resolve));
    });
    const first = worker().runOnce();
    await heldFromNow('lock.long');
    // 400 s of clock in 40 s steps, each step waiting for the heartbeat to renew the lock from the new now.
    for (let i = 0; i < 10; i += 1) {
      clock.advance(40_000);
      await heldFromNow('lock.long');
    }
    expect((await worker().runOnce()).processed).toBe(0);
    expect(starts).toBe(1);
    running.splice(0).forEach((finish) => finish());
    expect((await first).succeeded).toBe(1);
  });
});
