import {
  type JobContext,
  type JobHandlerRegistry,
  type JobMap,
  type JobPayload,
  type JobQueue,
  type JobWorker,
  PermanentJobError,
} from '../../application/ports/job-queue.port';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';
import type { ManualClock } from '../fakes/manual.clock';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface JobQueueHarness extends PortSuiteHarness {
  /** Any kind: the port suite's own kinds, not the portal's. */
  queue: JobQueue<JobMap>;
  handlers: JobHandlerRegistry;
  worker: JobWorker;
  /** Another worker on the same queue (a second API instance). */
  secondWorker: JobWorker;
  unitOfWork: UnitOfWork;
  clock: ManualClock;
}

/** The one port suite of the durable job system (queue, handler registry, worker) for each built-in adapter. */
export function describeJobQueuePortSuite(name: string, make: () => Promise<JobQueueHarness>): void {
  describePortSuite('JobQueue', name, make, (h) => {
    const recorder = (kind: string, behave: (attempt: number) => void = () => undefined, options = {}) => {
      const seen: { payload: JobPayload; context: JobContext }[] = [];
      h().handlers.register(
        kind,
        async (payload, context) => {
          seen.push({ payload, context });
          behave(context.attempt);
        },
        options,
      );
      return seen;
    };

    it('runs an enqueued job once with its payload, then never again', async () => {
      const seen = recorder('suite.once');
      const { id, deduplicated } = await h().queue.enqueue({ kind: 'suite.once', payload: { n: 1, nested: { a: [1, 2] } } });
      expect(deduplicated).toBe(false);
      await h().worker.drain();
      await h().worker.drain();
      expect(seen).toEqual([
        { payload: { n: 1, nested: { a: [1, 2] } }, context: expect.objectContaining({ jobId: id, kind: 'suite.once', attempt: 1 }) },
      ]);
    });

    it('waits for runAt', async () => {
      const seen = recorder('suite.later');
      await h().queue.enqueue({ kind: 'suite.later', payload: {}, runAt: new Date(h().clock.now().getTime() + 60_000) });
      await h().worker.drain();
      expect(seen).toHaveLength(0);
      h().clock.advance(60_001);
      await h().worker.drain();
      expect(seen).toHaveLength(1);
    });

    it('deduplicates by kind and key while the first is unfinished, not after', async () => {
      const seen = recorder('suite.dedupe');
      const first = await h().queue.enqueue({ kind: 'suite.dedupe', payload: { v: 1 }, dedupeKey: 'k' });
      const second = await h().queue.enqueue({ kind: 'suite.dedupe', payload: { v: 2 }, dedupeKey: 'k' });
      expect(second).toEqual({ id: first.id, deduplicated: true });
      await h().worker.drain();
      const third = await h().queue.enqueue({ kind: 'suite.dedupe', payload: { v: 3 }, dedupeKey: 'k' });
      expect(third.deduplicated).toBe(false);
      await h().worker.drain();
      expect(seen.map((s) => s.payload.v)).toEqual([1, 3]);
    });

    it('retries a failing job with backoff and then succeeds', async () => {
      const seen = recorder(
        'suite.flaky',
        (attempt) => {
          if (attempt < 3) throw new Error(`outage ${attempt}`);
        },
        { maxAttempts: 5, backoffMs: () => 30_000 },
      );
      await h().queue.enqueue({ kind: 'suite.flaky', payload: {} });
      expect((await h().worker.drain()).retried).toBe(1);
      expect(seen).toHaveLength(1);
      h().clock.advance(30_001);
      await h().worker.drain();
      h().clock.advance(30_001);
      const last = await h().worker.drain();
      expect(last.succeeded).toBe(1);
      expect(seen.map((s) => s.context.attempt)).toEqual([1, 2, 3]);
    });

    it('dead-letters after maxAttempts, and at once on a permanent error', async () => {
      const always = recorder(
        'suite.broken',
        () => {
          throw new Error('still down');
        },
        { maxAttempts: 2, backoffMs: () => 1000 },
      );
      const permanent = recorder(
        'suite.refused',
        () => {
          throw new PermanentJobError('bad payload');
        },
        { maxAttempts: 5 },
      );
      await h().queue.enqueue({ kind: 'suite.broken', payload: {} });
      await h().queue.enqueue({ kind: 'suite.refused', payload: {} });
      await h().worker.drain();
      h().clock.advance(1001);
      await h().worker.drain();
      h().clock.advance(3_600_000);
      await h().worker.drain();
      expect(always).toHaveLength(2);
      expect(permanent).toHaveLength(1);
    });

    it('writes nothing when the surrounding unit of work fails', async () => {
      const seen = recorder('suite.rolled-back');
      await expect(
        h().unitOfWork.run(async () => {
          await h().queue.enqueue({ kind: 'suite.rolled-back', payload: {} });
          throw new Error('business rule refused');
        }),
      ).rejects.toThrow('business rule refused');
      await h().worker.drain();
      expect(seen).toHaveLength(0);
    });

    it('two workers never run the same job twice', async () => {
      const seen = recorder('suite.shared');
      for (let i = 0; i < 20; i++) await h().queue.enqueue({ kind: 'suite.shared', payload: { i } });
      await Promise.all([h().worker.drain(), h().secondWorker.drain()]);
      expect(seen.map((s) => s.payload.i).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 20 }, (_, i) => i));
    });
  });
}
