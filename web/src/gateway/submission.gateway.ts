import type {
  CreateItemRequest,
  CreateItemResponse,
  FormSessionResponse,
  SocialClipsRequest,
  SocialClipsResponse,
} from '../../../contracts';
import { type HttpClient, requestJson } from './http-client';

/** The wizard's server calls: the bot-protection form session, the submission, the social-clip job. */
export interface SubmissionGateway {
  /** The signed session sent with posts (formSession) and the id uploads are filed under (sessionId). */
  startFormSession(): Promise<FormSessionResponse>;
  createItem(payload: CreateItemRequest, idempotencyKey: string): Promise<CreateItemResponse>;
  processSocialClips(request: SocialClipsRequest): Promise<SocialClipsResponse>;
}

export function createSubmissionGateway(http: HttpClient): SubmissionGateway {
  return {
    startFormSession: () => requestJson<FormSessionResponse>(http, 'form-sessions', { method: 'post', json: {} }),
    createItem: (payload, idempotencyKey) =>
      requestJson<CreateItemResponse>(http, 'monday/create-item', {
        method: 'post',
        json: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    processSocialClips: (request) =>
      requestJson<SocialClipsResponse>(http, 'background/process-social-clips', { method: 'post', json: request }),
  };
}
