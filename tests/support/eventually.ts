/**
 * Waits for something that happens asynchronously (a notification after commit, another connection), polling
 * until `timeoutMs` has passed: long enough for a loaded machine, and a condition that holds returns at once.
 */
export async function eventually(check: () => Promise<boolean>, { timeoutMs = 15_000, intervalMs = 20 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
