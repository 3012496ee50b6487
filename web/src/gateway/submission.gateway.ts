import { type HttpClient, requestJson } from './http-client';

export interface CreateItemResponse {
  success: boolean;
  data?: { itemId?: string | null; submissionId?: string; mondayItems?: unknown };
  error?: string;
}

export interface SocialClipsRequest {
  tracksWithClips: {
    title: string;
    artistName: string;
    fileId: string;
    bucketName?: string;
    fileName: string;
    socialClips: { id: string; startTime: string; endTime: string; description?: string }[];
  }[];
  artistName: string;
  audioFolderId?: string | null;
  mondayItemId?: string | null;
  submissionId?: string | null;
  /** The signed form session the tracks were uploaded with: only their owner may have clips cut. */
  sessionId?: string | null;
}

/** The wizard's server calls: the bot-protection form session, the submission, the social-clip job. */
export interface SubmissionGateway {
  /** The signed session sent with posts (formSession) and the id uploads are filed under (sessionId). */
  startFormSession(): Promise<{ formSession: string; sessionId: string }>;
  createItem(payload: Record<string, unknown>, idempotencyKey: string): Promise<CreateItemResponse>;
  processSocialClips(request: SocialClipsRequest): Promise<void>;
}

export function createSubmissionGateway(http: HttpClient): SubmissionGateway {
  return {
    async startFormSession() {
      const body = await requestJson<{ formSession: string; sessionId: string }>(http, 'form-sessions', { method: 'post', json: {} });
      return { formSession: body.formSession, sessionId: body.sessionId };
    },
    createItem: (payload, idempotencyKey) =>
      requestJson<CreateItemResponse>(http, 'monday/create-item', { method: 'post', json: payload, headers: { 'Idempotency-Key': idempotencyKey } }),
    async processSocialClips(request) {
      await requestJson(http, 'background/process-social-clips', { method: 'post', json: request });
    },
  };
}
