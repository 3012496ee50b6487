/**
 * A provider's "not before" moment (its Retry-After), shared by every request an adapter instance sends, so
 * one rate-limit answer holds back the requests running beside it and those that come after it.
 */
export class ProviderBackoff {
  private until = 0;
  /** Why the provider asked for the wait running now (for the refusal's message). */
  reason = '';

  constructor(private readonly now: () => number = Date.now) {}

  /** The provider asked for `ms` of quiet; the later of this and a wait already running wins. */
  hold(ms: number, reason: string): void {
    const until = this.now() + ms;
    if (until < this.until) return;
    this.until = until;
    this.reason = reason;
  }

  /** Milliseconds until requests may go again; 0 when they may go now. */
  remainingMs(): number {
    return Math.max(0, this.until - this.now());
  }
}
