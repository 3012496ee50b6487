import type { EnqueueRequest, JobMap, JobQueue } from '../../../application/ports/job-queue.port';
import { enqueueEvery } from '../../../api/infrastructure/periodic-jobs';
import { scheduleRetention } from '../../../api/retention/retention.job';
import { loadConfig } from '../../../adapters/config';
import { DrizzlePeriodicRuns } from '../../../adapters/persistence/repositories/drizzle.periodic-runs';
import { ManualClock } from '../../fakes/manual.clock';
import { describeOnTestDatabases } from '../../support/test-database';

const HOUR = 3_600_000;
const KINDS = ['drafts.purge-stale', 'idempotency.prune'] as const;

class RecordingQueue implements JobQueue<JobMap> {
  readonly requests: EnqueueRequest<JobMap>[] = [];
  async enqueue(request: EnqueueRequest<JobMap>) {
    this.requests.push(request);
    return { id: String(this.requests.length), deduplicated: false };
  }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeOnTestDatabases('periodic housekeeping', (handle) => {
  it('three instances starting in one period enqueue each kind once; the next period once more', async () => {
    const clock = new ManualClock('2026-11-27T10:05:00Z');
    const queue = new RecordingQueue();
    const database = new DrizzlePeriodicRuns(handle().db);
    let answered = 0;
    const runs = { claim: (kind: string, period: number) => database.claim(kind, period).finally(() => answered++) };
    const startAll = () => [1, 2, 3].map(() => enqueueEvery({ queue, runs, clock }, KINDS, HOUR));
    let stops = startAll();
    await until(() => answered === 6 && queue.requests.length >= 2, 'every instance to look once');
    stops.forEach((stop) => stop());
    expect(queue.requests.map((r) => r.kind).sort()).toEqual([...KINDS].sort());
    clock.advance(HOUR);
    stops = startAll();
    await until(() => answered === 12 && queue.requests.length >= 4, 'every instance to look in the next period');
    stops.forEach((stop) => stop());
    expect(queue.requests.map((r) => r.kind).sort()).toEqual([...KINDS, ...KINDS].sort());
    expect(await runs.claim('drafts.purge-stale', Math.floor(clock.now().getTime() / HOUR))).toBe(false);
  });

  it('retention is enqueued once per period, whatever the number of instances (re)starting', async () => {
    const config = loadConfig({ NODE_ENV: 'test', RETENTION_EVERY_HOURS: '24' });
    const queue = new RecordingQueue();
    const runs = new DrizzlePeriodicRuns(handle().db);
    const at = new Date('2026-11-27T10:00:00Z');
    await Promise.all([1, 2, 3].map(() => scheduleRetention({ queue, runs }, config, at)));
    await scheduleRetention({ queue, runs }, config, new Date(at.getTime() + HOUR));
    expect(queue.requests).toHaveLength(1);
  });

  it('a refused enqueue does not escape the timer', async () => {
    let calls = 0;
    const failing: JobQueue = {
      enqueue: () => {
        calls++;
        return Promise.reject(new Error('database down'));
      },
    };
    const clock = new ManualClock('2026-11-27T12:05:00Z');
    enqueueEvery({ queue: failing, runs: new DrizzlePeriodicRuns(handle().db), clock }, ['uploads.cleanup-orphans'], HOUR)();
    await until(() => calls === 1, 'the refused enqueue');
    expect(calls).toBe(1);
  });
});
