import type { CreateItemRequest, CreateItemResponse, FormSessionResponse, SocialClipsRequest, SocialClipsResponse } from '@wire';
import { fetchJson } from './fetch-json';

/** The wizard's server calls: the bot-protection form session, the submission, the social-clip job. */
export interface SubmissionGateway {
  /** The signed session sent with posts (formSession) and the id uploads are filed under (sessionId). */
  startFormSession(): Promise<FormSessionResponse>;
  createItem(payload: CreateItemRequest, idempotencyKey: string): Promise<CreateItemResponse>;
  processSocialClips(request: SocialClipsRequest): Promise<SocialClipsResponse>;
}

/** Plain fetch: a first visit to the wizard starts its form session, which then needs no HTTP library. */
export function createSubmissionGateway(baseUrl = '/api'): SubmissionGateway {
  return {
    startFormSession: () => fetchJson<FormSessionResponse>(`${baseUrl}/form-sessions`, { method: 'post', json: {} }),
    createItem: (payload, idempotencyKey) =>
      fetchJson<CreateItemResponse>(`${baseUrl}/monday/create-item`, {
        method: 'post',
        json: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    processSocialClips: (request) =>
      fetchJson<SocialClipsResponse>(`${baseUrl}/background/process-social-clips`, { method: 'post', json: request }),
  };
}
