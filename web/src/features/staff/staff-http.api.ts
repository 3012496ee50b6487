import type { Options } from 'ky';
import type { ApiErrorBody } from '@wire';
import { useInjection } from '../../di/container-context';
import { TOKENS } from '../../di/tokens';
import { ApiError, apiErrorOf, NETWORK_ERROR_MESSAGE } from '../../gateway/api-error';
import type { HttpClient } from '../../gateway/http-client';
import { noticeRefusal } from '../../gateway/session-refusals';

type Method = 'get' | 'post' | 'put' | 'delete';

// By name, not instanceof: only the type of ky is imported here, so the client's module still loads with its first call.
const isHttpError = (error: unknown): error is Error & { response: Response } =>
  error instanceof Error && error.name === 'HTTPError' && 'response' in error;

/**
 * The JSON of one API call through the app's HTTP client, error answers as ApiError with the server's message (as
 * every gateway reads them). Calls go through the client's methods: the container hands the client out lazily.
 */
export async function staffJson<T>(http: HttpClient, method: Method, path: string, options: Options = {}): Promise<T> {
  try {
    const response: Response = await http[method](path, options);
    return (await response.json()) as T;
  } catch (error) {
    if (isHttpError(error)) {
      noticeRefusal(error.response.status);
      const body = (await error.response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
      throw apiErrorOf(error.response.status, body);
    }
    if (error instanceof TypeError) throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    throw error;
  }
}

/** The app's HTTP client, as the container binds it. */
export const useStaffHttp = () => useInjection(TOKENS.http);
