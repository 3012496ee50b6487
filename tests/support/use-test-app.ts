import { startTestApp, type TestApp } from './test-app';

/** Reads the app a fixture started; throws when called before its beforeAll ran. */
export type AppAccessor<T> = () => T;

const START_TIMEOUT_MS = 60_000;

/**
 * Starts an app before the tests of the enclosing file or describe block and closes it after them.
 * Hooks registered after this call run once the app is up, so they may use the accessor.
 */
export function useStartedApp<T extends { close(): Promise<void> }>(start: () => Promise<T>): AppAccessor<T> {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return () => {
    if (!started) throw new Error('The test app is not running: use it inside a test or a hook registered after the fixture.');
    return started;
  };
}

/** The real Nest application on a fresh test database for the enclosing file or describe block. */
export function useTestApp(options?: Parameters<typeof startTestApp>[0]): AppAccessor<TestApp> {
  return useStartedApp(() => startTestApp(options));
}
