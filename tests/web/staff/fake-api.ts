import type { HttpClient } from '../../../web/src/gateway/http-client';

export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown };
type Call = (path: string, options?: { searchParams?: Record<string, string>; json?: unknown }) => Promise<Response>;

/**
 * The app's HTTP client as the staff pages use it (get, post, put, delete under /api, throwing ky's HTTPError on an
 * error answer) over a fake API: each request is recorded and answered by `answer`.
 */
export function fakeApi(answer: (request: SeenRequest) => Answer | Promise<Answer>): { http: HttpClient; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const method =
    (name: string): Call =>
    async (path, options = {}) => {
      const search = options.searchParams ? new URLSearchParams(options.searchParams).toString() : '';
      const request = { method: name.toUpperCase(), path: `/api/${path}`, search: search ? `?${search}` : '', body: options.json };
      seen.push(request);
      const { status = 200, body } = await answer(request);
      const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { name: 'HTTPError', response });
      return response;
    };
  const client = { get: method('get'), post: method('post'), put: method('put'), delete: method('delete') };
  return { http: client as unknown as HttpClient, seen };
}
