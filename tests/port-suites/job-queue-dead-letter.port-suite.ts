import type { JobAdmin, JobSummary } from '../../application/ports/job-admin.port';
import { JOB_RETRY_DEFAULTS } from '../../domain/jobs';
import type { JobQueueHarness } from './job-queue.port-suite';
import { describePortSuite } from './suite-harness';
import { eventually } from '../support/eventually';

export interface JobDeadLetterHarness extends JobQueueHarness {
  admin: JobAdmin;
}

const HOUR = 3_600_000;
const CEILING = JOB_RETRY_DEFAULTS.backoffMaxMinutes * 60_000;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  await eventually(check, { timeoutMs: 60_000, intervalMs: 10 }).catch(() => {
    throw new Error(`${what}: not within 60 s`);
  });
}

/** Dead letters, the backlog and staff's Retry and Discard, for each built-in job adapter. */
export function describeJobDeadLetterPortSuite(name: string, make: () => Promise<JobDeadLetterHarness>): void {
  describePortSuite('JobQueue dead-letter', name, make, (h) => {
    const find = async (id: string): Promise<JobSummary | undefined> => {
      const { unfinished, dead } = await h().admin.list(500);
      return [...unfinished, ...dead].find((job) => job.id === id);
    };
    const failing = (kind: string, options = {}) => {
      const runs: number[] = [];
      let up = false;
      h().handlers.register(
        kind,
        async (_payload, context) => {
          runs.push(context.attempt);
          if (!up) throw new Error(`provider down: token=abc123 at attempt ${context.attempt}`);
        },
        options,
      );
      return { runs, comeBack: () => (up = true) };
    };
    /** Moves the clock to the job's next run and lets the workers take it, until it is dead or done. */
    const followUntilSettled = async (id: string) => {
      const waits: number[] = [];
      for (let pass = 0; pass < 1000; pass++) {
        const job = await find(id);
        if (!job || job.standing === 'dead') return { job, waits };
        const wait = Math.max(0, (job.nextRunAt?.getTime() ?? 0) - h().clock.now().getTime());
        waits.push(wait);
        h().clock.advance(wait + 1);
        await h().worker.drain();
      }
      throw new Error('the job never settled');
    };

    it('retries for its time window with a back-off that doubles up to the ceiling, then dead-letters with the last error', async () => {
      const { runs } = failing('dead.window', { retryForMs: 6 * HOUR });
      const started = h().clock.now().getTime();
      const { id } = await h().queue.enqueue({ kind: 'dead.window', payload: {} });
      const { job, waits } = await followUntilSettled(id);
      expect(job).toMatchObject({ standing: 'dead', nextRunAt: null, lastError: expect.stringContaining('provider down') });
      expect(h().clock.now().getTime() - started).toBeGreaterThanOrEqual(6 * HOUR);
      expect(runs.length).toBeGreaterThan(8);
      const gaps = waits.slice(1);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(CEILING);
      expect(Math.max(...gaps)).toBeGreaterThan(CEILING * 0.8);
      expect(gaps[1]).toBeGreaterThan(gaps[0]);
      expect((await h().admin.backlog()).dead).toBeGreaterThanOrEqual(1);
    });

    it('Retry queues a dead job once with a fresh window, however many ask at the same time, and it runs once', async () => {
      const { runs, comeBack } = failing('dead.retry', { retryForMs: HOUR });
      const { id } = await h().queue.enqueue({ kind: 'dead.retry', payload: {}, dedupeKey: 'r' });
      await followUntilSettled(id);
      const triedBefore = runs.length;
      comeBack();
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => h().admin.retry(id, h().clock.now())));
      expect(outcomes.every((o) => o === 'done')).toBe(true);
      expect(await find(id)).toMatchObject({ standing: 'pending', attempts: 0 });
      await Promise.all([h().worker.drain(), h().secondWorker.drain()]);
      expect(runs.length).toBe(triedBefore + 1);
      expect(await find(id)).toBeUndefined();
      expect(await h().admin.retry(id, h().clock.now())).toBe('finished');
      expect(await h().admin.discard(id, h().clock.now())).toBe('finished');
    });

    it('Discard sets a dead or waiting job aside for good; unknown ids are not found', async () => {
      const { runs } = failing('dead.discard', { maxAttempts: 1 });
      const dead = await h().queue.enqueue({ kind: 'dead.discard', payload: {} });
      await h().worker.drain();
      const waiting = await h().queue.enqueue({ kind: 'dead.discard', payload: {}, runAt: new Date(h().clock.now().getTime() + HOUR) });
      const outcomes = await Promise.all([dead.id, dead.id, waiting.id].map((id) => h().admin.discard(id, h().clock.now())));
      expect(outcomes.sort()).toEqual(['done', 'done', 'finished']);
      h().clock.advance(2 * HOUR);
      await h().worker.drain();
      expect(runs).toHaveLength(1);
      expect(await find(dead.id)).toBeUndefined();
      expect(await h().admin.retry(waiting.id, h().clock.now())).toBe('finished');
      expect(await h().admin.retry('00000000-0000-4000-8000-000000000000', h().clock.now())).toBe('not-found');
    });

    it('refuses Retry and Discard of a running job, which runs once', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let runs = 0;
      h().handlers.register('dead.running', async () => {
        runs += 1;
        await gate;
      });
      const { id } = await h().queue.enqueue({ kind: 'dead.running', payload: {} });
      const draining = h().worker.drain();
      await until(async () => (await find(id))?.standing === 'running', 'the job is running');
      expect(await h().admin.retry(id, h().clock.now())).toBe('running');
      expect(await h().admin.discard(id, h().clock.now())).toBe('running');
      expect((await h().admin.backlog()).running).toBe(1);
      release();
      await draining;
      await h().secondWorker.drain();
      expect(runs).toBe(1);
    });

    it('Retry of a dead job refuses while the same work (dedupe key) already waits', async () => {
      failing('dead.dup', { maxAttempts: 1 });
      const first = await h().queue.enqueue({ kind: 'dead.dup', payload: {}, dedupeKey: 'd' });
      await h().worker.drain();
      const second = await h().queue.enqueue({
        kind: 'dead.dup',
        payload: {},
        dedupeKey: 'd',
        runAt: new Date(h().clock.now().getTime() + HOUR),
      });
      expect(second.deduplicated).toBe(false);
      expect(await h().admin.retry(first.id, h().clock.now())).toBe('duplicate');
      expect(await find(first.id)).toMatchObject({ standing: 'dead' });
      const backlog = await h().admin.backlog();
      expect(backlog.oldestDueAt?.getTime()).toBeLessThanOrEqual(h().clock.now().getTime() + HOUR);
      expect(backlog.pending).toBeGreaterThanOrEqual(1);
    });
  });
}
