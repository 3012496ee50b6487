import { randomBytes, randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import request from 'supertest';
import { UPLOAD_SERVER_MESSAGES } from '../../../../domain/files/upload.messages';
import { tusCreate } from '../../../support/scale/tus-client';
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

  it('answers a PATCH it refuses before its body is in, then reads the rest before it closes the connection', async () => {
    const server = app().http.listening ? app().http : app().http.listen(0);
    const port = (server.address() as AddressInfo).port;
    const body = randomBytes(2 * 1024 * 1024);
    const location = await tusCreate(`http://127.0.0.1:${port}`, session, body.length);
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let ended = false;
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        resolve();
      }),
    );
    socket.on('end', () => (ended = true));
    const closed = new Promise<boolean>((resolve) => socket.on('close', resolve));
    socket.on('error', () => undefined);
    const head = [
      `PATCH ${location} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Tus-Resumable: 1.0.0',
      'Upload-Offset: 5',
      'Content-Type: application/offset+octet-stream',
      `Content-Length: ${body.length}`,
      `X-Form-Session: ${session}`,
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.write(body.subarray(0, 64 * 1024));
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toMatch(/^HTTP\/1\.1 409 /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    // Still open for the rest of the body: closing now, with bytes unread, would reset the connection.
    expect(ended).toBe(false);
    socket.end(body.subarray(64 * 1024));
    expect(await closed).toBe(false);
  });
});
