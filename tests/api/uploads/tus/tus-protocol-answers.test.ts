import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { UPLOAD_SERVER_MESSAGES } from '../../../../domain/files/upload.messages';
import { useTestApp } from '../../../support/use-test-app';

// tus advertises only what it does, and refuses in the API's JSON error shape like every other route.
const TUS = '/api/uploads/tus';
const app = useTestApp();
let session: string;

beforeAll(async () => {
  session = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: new Date() });
});

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const META = metadata({ filename: 'a.wav', filetype: 'audio/wav', fileType: 'audio', artistName: 'Tus Artist' });

function expectApiError(res: request.Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(res.text) as { success: boolean; error: string };
  expect(body).toEqual({ success: false, error: expect.any(String) });
  expect(body.error.length).toBeGreaterThan(0);
  return body;
}

describe('tus protocol answers', () => {
  it('does not advertise creation-defer-length, and refuses a deferred length as JSON', async () => {
    const options = await request(app().http).options(TUS).expect(204);
    const extensions = String(options.headers['tus-extension']).split(',');
    expect(extensions).toEqual(expect.arrayContaining(['creation', 'termination', 'expiration']));
    expect(extensions).not.toContain('creation-defer-length');

    const deferred = await request(app().http)
      .post(TUS)
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Defer-Length', '1')
      .set('Upload-Metadata', META)
      .set('X-Form-Session', session);
    expect(expectApiError(deferred, 400).error).toBe(UPLOAD_SERVER_MESSAGES.uploadLengthRequired);
  });

  it('answers its own refusals (412, 400, 404) in the JSON error shape', async () => {
    expectApiError(await request(app().http).post(TUS).set('Upload-Length', '10').set('X-Form-Session', session), 412);
    expectApiError(
      await request(app().http).post(TUS).set('Tus-Resumable', '1.0.0').set('Upload-Length', 'ten').set('X-Form-Session', session),
      400,
    );
    const missing = await request(app().http).head(`${TUS}/${randomUUID()}`).set('Tus-Resumable', '1.0.0').set('X-Form-Session', session);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    const unknown = await request(app().http)
      .patch(`${TUS}/${randomUUID()}`)
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Offset', '0')
      .set('Content-Type', 'application/offset+octet-stream')
      .set('X-Form-Session', session)
      .send(Buffer.from('x'));
    expect(expectApiError(unknown, 404).error).toBe(UPLOAD_SERVER_MESSAGES.uploadNotFound);
  });
});
