import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { fetchWithPreloadedReads } from './preloaded-reads';
import type { ApiErrorBody } from '@wire';
import { ApiError, apiErrorOf, NETWORK_ERROR_MESSAGE } from './api-error';
import { noticeRefusal } from './session-refusals';

export type HttpClient = KyInstance;

/** One ky instance for every gateway: same-origin cookies, no default timeout (spec: artist portal §9). */
export function createHttpClient(baseUrl = '/api'): HttpClient {
  return ky.create({ prefixUrl: baseUrl, credentials: 'same-origin', timeout: false, retry: 0, fetch: fetchWithPreloadedReads });
}

/** Calls the API and returns its JSON, turning error answers into ApiError with the server's message. */
export async function requestJson<T>(client: HttpClient, path: string, options: Options = {}): Promise<T> {
  try {
    return await client(path, options).json<T>();
  } catch (error) {
    if (error instanceof HTTPError) {
      noticeRefusal(error.response.status);
      // A proxy or a crash may answer without the API's error body.
      const body = (await error.response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
      throw apiErrorOf(error.response.status, body);
    }
    if (error instanceof TypeError) throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    throw error;
  }
}
