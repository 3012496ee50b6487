import type { ApiErrorBody } from '@wire';
import { ApiError, apiErrorOf, NETWORK_ERROR_MESSAGE } from './api-error';
import { fetchWithPreloadedReads } from './preloaded-reads';
import { noticeRefusal } from './session-refusals';

interface FetchJsonOptions {
  method?: 'get' | 'post' | 'put' | 'delete';
  json?: unknown;
  headers?: Record<string, string>;
  /** The request outlives the page (a report sent while it unloads). */
  keepalive?: boolean;
}

/**
 * `requestJson` over plain fetch, for the calls a first visit makes (site config, monitoring, the wizard's draft) so
 * it needs no HTTP library: same-origin cookies, one attempt, error answers as ApiError with the server's message.
 */
export async function fetchJson<T>(url: string, { method = 'get', json, keepalive, headers }: FetchJsonOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetchWithPreloadedReads(url, {
      method: method.toUpperCase(),
      credentials: 'same-origin',
      keepalive,
      headers: { accept: 'application/json', ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) {
    noticeRefusal(response.status);
    // A proxy or a crash may answer without the API's error body.
    const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw apiErrorOf(response.status, body);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
