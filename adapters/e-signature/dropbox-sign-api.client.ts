import { type RetryPolicy, retryAfterMs } from '../http/retry-policy';
import { DropboxSignError } from './dropbox-sign.errors';
import type { DropboxSignErrorAnswer } from './dropbox-sign-api.types';

/**
 * Dropbox Sign API v3 calls with HTTP basic auth (the API key as user name). A 429 waits until the
 * X-Ratelimit-Reset time (bounded); 5xx and network errors are retried only for reads, because a repeated
 * create could send the artist two agreements.
 */
export class DropboxSignApiClient {
  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
    private readonly retry: RetryPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, 'application/json', body);
    return (await response.json()) as T;
  }

  /** A file download (GET): the bytes of a 2xx answer of the accepted type. */
  async download(path: string, accept: string): Promise<Uint8Array> {
    const response = await this.send('GET', path, `${accept}, application/json`);
    return new Uint8Array(await response.arrayBuffer());
  }

  private async send(method: 'GET' | 'POST', path: string, accept: string, body?: unknown): Promise<Response> {
    const url = `${this.apiUrl.replace(/\/$/, '')}${path}`;
    const headers: Record<string, string> = {
      Authorization: `Basic ${Buffer.from(`${this.apiKey}:`).toString('base64')}`,
      Accept: accept,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      } catch (error) {
        if (method === 'GET' && attempt < this.retry.attempts) {
          await this.retry.sleep(this.retry.backoffMs(attempt));
          continue;
        }
        throw new DropboxSignError('unreachable', 0, `Dropbox Sign could not be reached (${(error as Error).message})`);
      }
      if (response.ok) return response;
      if (response.status === 429) {
        const waitMs = this.rateLimitWait(response);
        await response.body?.cancel();
        if (attempt >= this.retry.attempts || waitMs > this.retry.maxWaitMs) {
          throw new DropboxSignError('exceeded_rate', 429, `Dropbox Sign rate limit reached; it resets in ${Math.ceil(waitMs / 1000)} s`);
        }
        await this.retry.sleep(waitMs);
        continue;
      }
      if (response.status >= 500 && method === 'GET' && attempt < this.retry.attempts) {
        await response.body?.cancel();
        await this.retry.sleep(this.retry.backoffMs(attempt));
        continue;
      }
      throw await toError(response);
    }
  }

  /** X-Ratelimit-Reset is the Unix time (seconds) when the hourly quota is back; Retry-After when sent. */
  private rateLimitWait(response: Response): number {
    const retryAfter = retryAfterMs(response.headers.get('retry-after'));
    if (retryAfter !== undefined) return retryAfter;
    const reset = Number(response.headers.get('x-ratelimit-reset'));
    if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - this.now());
    return this.retry.backoffMs(1);
  }
}

async function toError(response: Response): Promise<DropboxSignError> {
  const text = await response.text();
  let answer: DropboxSignErrorAnswer = {};
  try {
    answer = JSON.parse(text) as DropboxSignErrorAnswer;
  } catch {
    // not JSON (a proxy's page): keep the status only
  }
  const name = answer.error?.error_name ?? `http_${response.status}`;
  const detail = answer.error?.error_msg ?? (text.slice(0, 200) || response.statusText);
  return new DropboxSignError(name, response.status, `Dropbox Sign refused the request (${name}): ${detail}`);
}
