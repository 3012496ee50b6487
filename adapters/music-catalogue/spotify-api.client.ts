import { MusicCatalogueUnavailableError } from '../../application/ports/music-catalogue.port';
import { ProviderBackoff } from '../http/provider-backoff';
import { type RetryPolicy, retryAfterMs } from '../http/retry-policy';
import type { SpotifyTokenAnswer } from './spotify-web-api.types';

export interface SpotifyCredentials {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  accountsUrl: string;
}

/** Renew the token this long before Spotify says it expires, so a request never leaves with a stale one. */
const EXPIRY_MARGIN_MS = 60_000;

/** A 'retry' with `shared` set came with the provider's Retry-After: every request waits it, not just this one. */
type Answer =
  { kind: 'ok'; response: Response } | { kind: 'retry'; waitMs: number; reason: string; shared: boolean } | { kind: 'fail'; error: Error };

const RATE_LIMITED = 'Spotify is rate-limiting our requests';

/**
 * Client-credentials access to Spotify's Web API: one cached token (refreshed before expiry and once on a
 * 401); a 429's Retry-After held for every request of this client (one that would wait longer than the policy
 * allows is refused at once, without calling Spotify); 5xx and network errors retried with backoff, bounded.
 */
export class SpotifyApiClient {
  private token?: { value: string; expiresAt: number };
  private pendingToken?: Promise<string>;
  private readonly backoff: ProviderBackoff;

  constructor(
    private readonly credentials: SpotifyCredentials,
    private readonly retry: RetryPolicy,
    private readonly now: () => number = Date.now,
  ) {
    this.backoff = new ProviderBackoff(now);
  }

  /** GET a Web API path; undefined when Spotify answers 404 or 400 (unknown or malformed id). */
  async get<T>(path: string, query: Record<string, string | number> = {}): Promise<T | undefined> {
    const url = new URL(`${this.credentials.apiUrl.replace(/\/$/, '')}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken();
      const answer = await this.call(() => fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }));
      if (answer.kind === 'ok') {
        const { response } = answer;
        if (response.ok) return (await response.json()) as T;
        if (response.status === 404 || response.status === 400) return undefined;
        if (response.status === 401 && !refreshed) {
          refreshed = true;
          attempt--;
          this.token = undefined;
          continue;
        }
        throw new MusicCatalogueUnavailableError(`Spotify refused the request (${response.status}): ${await errorMessage(response)}`);
      }
      if (answer.kind === 'fail') throw answer.error;
      await this.waitOrGiveUp(answer, attempt);
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    this.pendingToken ??= this.requestToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async requestToken(): Promise<string> {
    const basic = Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString('base64');
    const url = `${this.credentials.accountsUrl.replace(/\/$/, '')}/api/token`;
    for (let attempt = 1; ; attempt++) {
      const answer = await this.call(() =>
        fetch(url, {
          method: 'POST',
          headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'client_credentials' }),
        }),
      );
      if (answer.kind === 'fail') throw answer.error;
      if (answer.kind === 'retry') {
        await this.waitOrGiveUp(answer, attempt);
        continue;
      }
      if (!answer.response.ok) {
        throw new MusicCatalogueUnavailableError(
          `Spotify refused the client credentials (${answer.response.status}): ${await errorMessage(answer.response)}`,
        );
      }
      const body = (await answer.response.json()) as SpotifyTokenAnswer;
      this.token = { value: body.access_token, expiresAt: this.now() + body.expires_in * 1000 - EXPIRY_MARGIN_MS };
      return body.access_token;
    }
  }

  /** One HTTP exchange after any shared wait, sorted into done / worth retrying (429, 5xx, network) / hopeless. */
  private async call(send: () => Promise<Response>): Promise<Answer> {
    await this.awaitBackoff();
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      return { kind: 'retry', waitMs: -1, reason: `Spotify could not be reached (${(error as Error).message})`, shared: false };
    }
    if (response.status !== 429 && response.status < 500) return { kind: 'ok', response };
    await response.body?.cancel();
    const retryAfter = retryAfterMs(response.headers.get('retry-after'));
    const reason = response.status === 429 ? RATE_LIMITED : `Spotify is unavailable (HTTP ${response.status})`;
    // Spotify's 429 always names its wait; without one, a 429 still holds everyone back for this try's backoff.
    return { kind: 'retry', waitMs: retryAfter ?? -1, reason, shared: retryAfter !== undefined || response.status === 429 };
  }

  /** Waits out a Retry-After another request (or this one) received; refuses at once when it is too long to wait. */
  private async awaitBackoff(): Promise<void> {
    const waitMs = this.backoff.remainingMs();
    if (waitMs === 0) return;
    if (waitMs > this.retry.maxWaitMs) throw unavailable(`${this.backoff.reason}; retry after ${seconds(waitMs)} s`, waitMs);
    await this.retry.sleep(waitMs);
  }

  private async waitOrGiveUp(answer: { waitMs: number; reason: string; shared: boolean }, attempt: number): Promise<void> {
    const waitMs = answer.waitMs >= 0 ? answer.waitMs : this.retry.backoffMs(attempt);
    if (answer.shared) this.backoff.hold(waitMs, answer.reason);
    if (attempt >= this.retry.attempts)
      throw unavailable(`${answer.reason}; gave up after ${attempt} tries`, answer.shared ? waitMs : undefined);
    // A shared wait is served by awaitBackoff before the next try, for this request and every other one.
    if (!answer.shared) await this.retry.sleep(waitMs);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const unavailable = (message: string, waitMs?: number) =>
  new MusicCatalogueUnavailableError(message, waitMs === undefined ? undefined : seconds(waitMs));

/** Web API errors are `{error: {status, message}}`; the accounts service answers `{error, error_description}`. */
async function errorMessage(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { error?: string | { message?: string }; error_description?: string };
    if (typeof body.error === 'object' && body.error?.message) return body.error.message;
    if (typeof body.error === 'string') return body.error_description ?? body.error;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 200) || response.statusText;
}
