import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { StalledRequestError, stallWatchingStack, UploadPulse } from '../../../web/src/gateway/stall-watch';

/** A request that answers only when told to, and reports the bytes the test says were sent. */
function heldStack() {
  const held: { progress: (bytes: number) => void; answer: (response: HttpResponse) => void; aborted: boolean }[] = [];
  const stack: HttpStack = {
    getName: () => 'held',
    createRequest(method: string, url: string): HttpRequest {
      const entry = { progress: (_bytes: number) => undefined as void, answer: (_r: HttpResponse) => undefined as void, aborted: false };
      held.push(entry);
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: () => undefined,
        getHeader: () => undefined,
        setProgressHandler: (handler) => {
          entry.progress = handler;
        },
        send: () =>
          new Promise<HttpResponse>((resolve) => {
            entry.answer = resolve;
          }),
        abort: async () => {
          entry.aborted = true;
        },
        getUnderlyingObject: () => null,
      };
    },
  };
  return { stack, held };
}

const ok: HttpResponse = { getStatus: () => 204, getHeader: () => undefined, getBody: () => '', getUnderlyingObject: () => null };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a tus request through which nothing moves', () => {
  it('gives up after the stall time when the server never answers', async () => {
    const { stack, held } = heldStack();
    const request = stallWatchingStack(stack, new UploadPulse(), 10_000, 300_000).createRequest('POST', '/api/uploads/tus');
    const sent = request.send(null);
    const outcome = sent.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await jest.advanceTimersByTimeAsync(9_999);
    expect(held[0].aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(StalledRequestError);
    expect(held[0].aborted).toBe(true);
  });

  it('never times out a slow upload that keeps moving, and waits longer for the answer after the last byte', async () => {
    const { stack, held } = heldStack();
    const pulse = new UploadPulse();
    const request = stallWatchingStack(stack, pulse, 10_000, 300_000).createRequest('PATCH', '/api/uploads/tus/abc');
    const seen: number[] = [];
    request.setProgressHandler((bytes) => seen.push(bytes));
    let settled: string | null = null;
    void request.send(new Blob([new Uint8Array(1000)])).then(
      () => (settled = 'answered'),
      () => (settled = 'stalled'),
    );
    // A phone on a poor line: a few bytes every 9 s for a minute and a half.
    for (let bytes = 100; bytes <= 1000; bytes += 100) {
      await jest.advanceTimersByTimeAsync(9_000);
      held[0].progress(bytes);
      expect(pulse.quietForMs()).toBe(0);
    }
    expect(seen).toHaveLength(10);
    // Every byte is sent: the server checks the file before it answers.
    await jest.advanceTimersByTimeAsync(60_000);
    expect(settled).toBeNull();
    held[0].answer(ok);
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe('answered');
    expect(held[0].aborted).toBe(false);
  });
});
