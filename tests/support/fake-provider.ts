export interface FakeProviderServer {
  /** The requests the fake answered, where it records them. */
  log?: string[];
  close(): Promise<void>;
}

export interface FakeProviderSuite<F extends FakeProviderServer> {
  /** The fake provider API, started once for the suite. */
  readonly fake: F;
  /** The waits, in milliseconds, the adapter's retry asked for in the current test. */
  readonly waits: readonly number[];
  /** The adapter's retry options: each wait is recorded instead of slept. */
  readonly retry: { sleep(ms: number): Promise<void> };
}

/** Starts a fake provider API for the suite and, before each test, clears its request log and the recorded retry waits. */
export function fakeProviderSuite<F extends FakeProviderServer>(start: () => Promise<F>): FakeProviderSuite<F> {
  let fake: F | undefined;
  const waits: number[] = [];
  beforeAll(async () => {
    fake = await start();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    waits.length = 0;
    fake?.log?.splice(0);
  });
  return {
    get fake() {
      if (fake === undefined) throw new Error('The fake provider is read before the suite started it');
      return fake;
    },
    waits,
    retry: { sleep: async (ms) => void waits.push(ms) },
  };
}
