import request from 'supertest';
import type { TestApp } from './test-app';

export interface UploadUrlAsk {
  fileName: string;
  fileSize: number;
  artistName: string;
  contentType?: string;
  fileType?: string;
}

/** The first of the direct upload's three calls, in a form session: a signed URL to PUT one file to (a track's WAV unless named). */
export function askForUploadUrl(app: Pick<TestApp, 'http'>, sessionId: string, ask: UploadUrlAsk) {
  return request(app.http)
    .post('/api/cloud-storage/generate-upload-url')
    .send({ contentType: 'audio/wav', fileType: 'audio', ...ask, sessionId });
}
