import request from 'supertest';
import { LABEL_NAME } from '../../domain/shared/label';
import { STAFF_AUTHORIZATION } from '../support/test-config';
import { useTestApp } from '../support/use-test-app';

const app = useTestApp();

/** POST /api/config/set as staff; a string body is sent as it is, with the given content type. */
function setConfig(body: object | string, contentType?: string): request.Test {
  const call = request(app().http).post('/api/config/set').set(STAFF_AUTHORIZATION);
  return (contentType ? call.set('Content-Type', contentType) : call).send(body);
}

describe('GET /api/config', () => {
  it('says submissions are open until staff pause them, and names the label (the default without LABEL_NAME)', async () => {
    const res = await request(app().http).get('/api/config').expect(200);
    expect(res.body).toEqual({ success: true, submissionsEnabled: true, labelName: LABEL_NAME });
  });
});

describe('POST /api/config/set', () => {
  it('refuses callers who are not staff', async () => {
    const res = await request(app().http).post('/api/config/set').send({ submissionsEnabled: false }).expect(401);
    expect(res.body).toEqual({ success: false, error: 'Not authenticated' });
  });

  it('persists the mode for every later read', async () => {
    await setConfig({ submissionsEnabled: false }).expect(200);
    const res = await request(app().http).get('/api/config').expect(200);
    expect(res.body.submissionsEnabled).toBe(false);
    await setConfig({ submissionsEnabled: true }).expect(200);
  });

  it('names the field when the value is not a boolean', async () => {
    const res = await setConfig({ submissionsEnabled: 'yes' }).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.details).toEqual([{ field: 'submissionsEnabled', message: 'submissionsEnabled must be a boolean value' }]);
  });

  it('names an unknown field', async () => {
    const res = await setConfig({ submissionsEnabled: true, mode: 'x' }).expect(400);
    expect(res.body.details).toEqual([{ field: 'mode', message: 'property mode should not exist' }]);
  });

  it('answers 413 to a 2 MB body and 400 to malformed JSON, never 500', async () => {
    const big = JSON.stringify({ submissionsEnabled: true, pad: 'x'.repeat(2 * 1024 * 1024) });
    const tooLarge = await setConfig(big, 'application/json');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.success).toBe(false);
    const malformed = await setConfig('{"submissionsEnabled": tru', 'application/json');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, error: 'Malformed JSON in request body' });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const res = await setConfig('submissionsEnabled=true', 'text/plain');
    expect(res.status).toBe(415);
  });

  it('leaves the stored mode untouched after refused writes', async () => {
    await setConfig({ submissionsEnabled: 'no' }).expect(400);
    const res = await request(app().http).get('/api/config');
    expect(res.body.submissionsEnabled).toBe(true);
  });
});

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const res = await request(app().http).get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.checks).toContainEqual(expect.objectContaining({ name: 'database', up: true }));
    expect(res.body.checks.map((c: { name: string; adapter: string }) => `${c.name}:${c.adapter}`)).toEqual(
      expect.arrayContaining(['board:database', 'music-catalogue:demo', 'file-storage:local', 'e-signature:builtin', 'mailer:outbox']),
    );
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI description with the config endpoints', async () => {
    const res = await request(app().http).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/config', '/api/config/set', '/api/health']));
  });
});
