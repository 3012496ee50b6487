import { BoardRejectedError } from '../../application/ports/board.port';
import { type RetryPolicy, retryAfterMs } from '../http/retry-policy';

/** The API version whose schema @mondaydotcomorg/api 14 ships (AvailableVersions.CURRENT_VERSION). */
export const MONDAY_API_VERSION = '2026-01';

/** Codes that mean "wait and try again" (rate limits and the complexity budget). */
const RATE_CODES = new Set([
  'COMPLEXITY_BUDGET_EXHAUSTED',
  'ComplexityException',
  'RATE_LIMIT_EXCEEDED',
  'maxConcurrencyExceeded',
  'IP_RATE_LIMIT_EXCEEDED',
]);
/** Codes that mean the board refused this request as it is: retrying the same request cannot help. */
const REJECT_CODES = new Set([
  'ColumnValueException',
  'InvalidColumnIdException',
  'InvalidItemIdException',
  'InvalidBoardIdException',
  'ResourceNotFoundException',
  'InvalidArgumentException',
  'ItemNameTooLongException',
  'ItemsLimitationException',
  'CorrectedValueException',
  'GRAPHQL_VALIDATION_FAILED',
]);

interface GraphQlError {
  message: string;
  extensions?: { code?: string; retry_in_seconds?: number };
}
interface GraphQlAnswer<T> {
  data?: T;
  errors?: GraphQlError[];
  /** The older error shape, still used for ComplexityException and transport errors. */
  error_code?: string;
  error_message?: string;
}

/** mayHaveRun false: monday did not run the request (a rate limit); true: a write may have happened. */
type Outcome<T> = { done: T } | { retryMs: number; reason: string; mayHaveRun: boolean };

export interface MondayRequestOptions {
  /**
   * A write that must not run twice (create_item): when its outcome is unknown (5xx, lost or late answer) the
   * client throws MondayUncertainWriteError instead of sending it again, so the caller can look first.
   */
  once?: boolean;
}

/** The request may or may not have run on monday's side (5xx, connection lost, no answer in time). */
export class MondayUncertainWriteError extends Error {}

/** How long one request may take before its answer counts as lost. */
export const MONDAY_TIMEOUT_MS = 30_000;

/**
 * monday.com's GraphQL API v2: token in Authorization, API-Version pinned. Rate-limit and complexity answers
 * (HTTP 429, or 200 with an errors entry) wait retry_in_seconds / Retry-After; 5xx back off; both bounded.
 * Refusals (bad column value, unknown item) throw BoardRejectedError; anything else a plain Error (retried by jobs).
 */
export class MondayApiClient {
  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
    private readonly retry: RetryPolicy,
    private readonly timeoutMs = MONDAY_TIMEOUT_MS,
  ) {}

  async request<T>(query: string, variables: Record<string, unknown> = {}, options: MondayRequestOptions = {}): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.send<T>(query, variables);
      if ('done' in outcome) return outcome.done;
      if (options.once && outcome.mayHaveRun) throw new MondayUncertainWriteError(outcome.reason);
      const waitMs = outcome.retryMs >= 0 ? outcome.retryMs : this.retry.backoffMs(attempt);
      if (attempt >= this.retry.attempts) throw new Error(`${outcome.reason}; gave up after ${attempt} tries`);
      if (waitMs > this.retry.maxWaitMs) throw new Error(`${outcome.reason}; retry in ${Math.ceil(waitMs / 1000)} s`);
      await this.retry.sleep(waitMs);
    }
  }

  private async send<T>(query: string, variables: Record<string, unknown>): Promise<Outcome<T>> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.apiUrl, {
        method: 'POST',
        headers: {
          Authorization: this.token,
          'API-Version': MONDAY_API_VERSION,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return { retryMs: -1, reason: `monday.com did not answer (${(error as Error).message})`, mayHaveRun: true };
    }
    const retryAfter = retryAfterMs(response.headers.get('retry-after'));
    let answer: GraphQlAnswer<T> = {};
    try {
      answer = JSON.parse(text) as GraphQlAnswer<T>;
    } catch {
      // a proxy's error page: judged by the status below
    }
    const errors =
      answer.errors ??
      (answer.error_code || answer.error_message ? [{ message: answer.error_message ?? '', extensions: { code: answer.error_code } }] : []);
    const limited = errors.find((e) => RATE_CODES.has(e.extensions?.code ?? ''));
    if (response.status === 429 || limited) {
      const seconds = limited?.extensions?.retry_in_seconds ?? resetInSeconds(limited?.message);
      return {
        retryMs: seconds !== undefined ? seconds * 1000 : (retryAfter ?? -1),
        reason: `monday.com is rate-limiting us (${limited?.message || 'HTTP 429'})`,
        mayHaveRun: false,
      };
    }
    if (response.status >= 500) return { retryMs: -1, reason: `monday.com is unavailable (HTTP ${response.status})`, mayHaveRun: true };
    if (response.status === 401 || response.status === 403)
      throw new Error(`monday.com refused the API token (HTTP ${response.status}): ${errors[0]?.message || text.slice(0, 200)}`);
    if (errors.length > 0) {
      const message = `monday.com refused the request: ${errors.map((e) => e.message).join('; ')}`;
      const rejected = errors.some((e) => REJECT_CODES.has(e.extensions?.code ?? '') || e.extensions?.code === undefined);
      throw rejected ? new BoardRejectedError(message) : new Error(message);
    }
    if (!response.ok || answer.data === undefined) throw new Error(`monday.com answered HTTP ${response.status} without data`);
    return { done: answer.data };
  }
}

/** The legacy ComplexityException message ends '... reset in 22 seconds'. */
function resetInSeconds(message: string | undefined): number | undefined {
  const match = /reset in (\d+) seconds?/.exec(message ?? '');
  return match ? Number(match[1]) : undefined;
}
