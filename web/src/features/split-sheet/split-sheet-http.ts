import type { Options } from 'ky';
import type { ApiErrorBody } from '@wire';
import { ApiError, apiErrorOf, NETWORK_ERROR_MESSAGE } from '../../gateway/api-error';
import type { HttpClient } from '../../gateway/http-client';

const isHttpError = (error: unknown): error is Error & { response: Response } =>
  error instanceof Error && error.name === 'HTTPError' && 'response' in error;

/** One JSON call through the client's methods (the container hands the client out lazily), refusals as ApiError. */
export async function splitJson<T>(http: HttpClient, method: 'get' | 'post', path: string, options: Options = {}): Promise<T> {
  try {
    return (await (await http[method](path, options)).json()) as T;
  } catch (error) {
    if (isHttpError(error)) {
      const body = (await error.response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
      throw apiErrorOf(error.response.status, body);
    }
    if (error instanceof TypeError) throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    throw error;
  }
}
