import type {
  CreateDraftRequest,
  CreateItemResponse,
  DraftResponse,
  DraftsResponse,
  FinishLaterResponse,
  SaveDraftRequest,
  SaveDraftResponse,
  SubmitDraftRequest,
} from '../../../contracts';
import { type HttpClient, requestJson } from './http-client';

const TOKEN_HEADER = 'X-Draft-Token';

/** The wizard's draft on the server. `token` is the anonymous draft's resume token (none for the signed-in owner). */
export interface DraftGateway {
  open(request: CreateDraftRequest): Promise<DraftResponse>;
  get(id: string, token: string | null): Promise<DraftResponse>;
  resume(token: string): Promise<DraftResponse>;
  save(id: string, token: string | null, change: SaveDraftRequest): Promise<SaveDraftResponse>;
  finishLater(id: string, token: string | null, email?: string): Promise<FinishLaterResponse>;
  submit(id: string, token: string | null, bot: SubmitDraftRequest, idempotencyKey: string): Promise<CreateItemResponse>;
  discard(id: string, token: string | null): Promise<void>;
  /** The signed-in artist's drafts (dashboard 'In Progress'). */
  mine(): Promise<DraftsResponse['drafts']>;
}

const withToken = (token: string | null): Record<string, string> => (token ? { [TOKEN_HEADER]: token } : {});
const draftPath = (id: string, action = '') => `drafts/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export function createDraftGateway(http: HttpClient): DraftGateway {
  return {
    open: (request) => requestJson<DraftResponse>(http, 'drafts', { method: 'post', json: request }),
    get: (id, token) => requestJson<DraftResponse>(http, draftPath(id), { headers: withToken(token) }),
    resume: (token) => requestJson<DraftResponse>(http, `drafts/resume/${encodeURIComponent(token)}`),
    save: (id, token, change) =>
      requestJson<SaveDraftResponse>(http, draftPath(id), { method: 'put', json: change, headers: withToken(token) }),
    finishLater: (id, token, email) =>
      requestJson<FinishLaterResponse>(http, draftPath(id, 'finish-later'), {
        method: 'post',
        json: email ? { email } : {},
        headers: withToken(token),
      }),
    submit: (id, token, bot, idempotencyKey) =>
      requestJson<CreateItemResponse>(http, draftPath(id, 'submit'), {
        method: 'post',
        json: bot,
        headers: { ...withToken(token), 'Idempotency-Key': idempotencyKey },
      }),
    async discard(id, token) {
      await requestJson<unknown>(http, draftPath(id), { method: 'delete', headers: withToken(token) });
    },
    mine: async () => (await requestJson<DraftsResponse>(http, 'profile/drafts')).drafts,
  };
}
