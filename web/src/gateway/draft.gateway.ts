import type {
  CreateDraftRequest,
  CreateItemResponse,
  DraftResponse,
  DraftsResponse,
  FinishLaterResponse,
  SaveDraftRequest,
  SaveDraftResponse,
  SubmitDraftRequest,
} from '@wire';
import { fetchJson } from './fetch-json';
import { READ_PATHS } from './read-paths';

const TOKEN_HEADER = 'X-Draft-Token';

/** The wizard's draft on the server. `token` is the anonymous draft's resume token (none for the signed-in owner). */
export interface DraftGateway {
  open(request: CreateDraftRequest): Promise<DraftResponse>;
  get(id: string, token: string | null): Promise<DraftResponse>;
  resume(token: string): Promise<DraftResponse>;
  /** `keepalive`: the save outlives the page (sent as it hides). */
  save(id: string, token: string | null, change: SaveDraftRequest, options?: { keepalive?: boolean }): Promise<SaveDraftResponse>;
  finishLater(id: string, token: string | null, email?: string): Promise<FinishLaterResponse>;
  submit(id: string, token: string | null, bot: SubmitDraftRequest, idempotencyKey: string): Promise<CreateItemResponse>;
  discard(id: string, token: string | null): Promise<void>;
  /** The signed-in artist's drafts (dashboard 'In Progress'). */
  mine(): Promise<DraftsResponse['drafts']>;
}

const withToken = (token: string | null): Record<string, string> => (token ? { [TOKEN_HEADER]: token } : {});

/** Plain fetch: the wizard opens its draft on a first visit, which then needs no HTTP library. */
export function createDraftGateway(baseUrl = '/api'): DraftGateway {
  const draftPath = (id: string, action = '') => `${baseUrl}/drafts/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
  return {
    open: (request) => fetchJson<DraftResponse>(`${baseUrl}/drafts`, { method: 'post', json: request }),
    get: (id, token) => fetchJson<DraftResponse>(draftPath(id), { headers: withToken(token) }),
    resume: (token) => fetchJson<DraftResponse>(`${baseUrl}/drafts/resume/${encodeURIComponent(token)}`),
    save: (id, token, change, options) =>
      fetchJson<SaveDraftResponse>(draftPath(id), {
        method: 'put',
        json: change,
        headers: withToken(token),
        keepalive: options?.keepalive,
      }),
    finishLater: (id, token, email) =>
      fetchJson<FinishLaterResponse>(draftPath(id, 'finish-later'), {
        method: 'post',
        json: email ? { email } : {},
        headers: withToken(token),
      }),
    submit: (id, token, bot, idempotencyKey) =>
      fetchJson<CreateItemResponse>(draftPath(id, 'submit'), {
        method: 'post',
        json: bot,
        headers: { ...withToken(token), 'Idempotency-Key': idempotencyKey },
      }),
    async discard(id, token) {
      await fetchJson<unknown>(draftPath(id), { method: 'delete', headers: withToken(token) });
    },
    mine: async () => (await fetchJson<DraftsResponse>(`${baseUrl}/${READ_PATHS.drafts}`)).drafts,
  };
}
