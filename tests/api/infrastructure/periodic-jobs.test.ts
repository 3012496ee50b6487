import type { EnqueueRequest, JobMap, JobQueue } from '../../../application/ports/job-queue.port';
import { enqueueEvery } from '../../../api/infrastructure/periodic-jobs';

class RecordingQueue implements JobQueue<JobMap> {
  readonly requests: EnqueueRequest<JobMap>[] = [];
  async enqueue(request: EnqueueRequest<JobMap>) {
    this.requests.push(request);
    return { id: String(this.requests.length), deduplicated: false };
  }
}

describe('enqueueEvery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('enqueues each kind at once and every period, keyed by kind, until stopped', () => {
    const queue = new RecordingQueue();
    const stop = enqueueEvery(queue, ['drafts.purge-stale', 'idempotency.prune'], 1_000);
    expect(queue.requests.map((r) => [r.kind, r.dedupeKey])).toEqual([
      ['drafts.purge-stale', 'drafts.purge-stale'],
      ['idempotency.prune', 'idempotency.prune'],
    ]);
    jest.advanceTimersByTime(2_500);
    expect(queue.requests).toHaveLength(6);
    stop();
    jest.advanceTimersByTime(5_000);
    expect(queue.requests).toHaveLength(6);
  });

  it('keeps its timer going when the queue refuses', async () => {
    let calls = 0;
    const failing: JobQueue = {
      enqueue: () => {
        calls++;
        return Promise.reject(new Error('database down'));
      },
    };
    const stop = enqueueEvery(failing, ['uploads.cleanup-orphans'], 1_000);
    jest.advanceTimersByTime(1_000);
    await Promise.resolve();
    expect(calls).toBe(2);
    stop();
  });

  it('takes only kinds that carry no payload', () => {
    const queue = new RecordingQueue();
    // @ts-expect-error a board job needs its submission id, so a timer cannot enqueue it by name
    enqueueEvery(queue, ['board.create-submission-item'], 1_000)();
  });
});
