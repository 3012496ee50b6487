import request from 'supertest';
import { useTestApp } from '../support/use-test-app';

// Per-IP limits count the client's address: behind one load balancer it comes from X-Forwarded-For, and only then.
describe.each([
  ['0', false],
  ['1', true],
])('TRUST_PROXY_HOPS=%s', (hops, trusted) => {
  const app = useTestApp({ env: { TRUST_PROXY_HOPS: hops, RATE_LIMIT_FORM_SESSIONS: '1' } });

  it(trusted ? 'gives each forwarded client its own limit' : 'ignores a forged X-Forwarded-For', async () => {
    await request(app().http).post('/api/form-sessions').set('X-Forwarded-For', '203.0.113.1').expect(201);
    const second = await request(app().http).post('/api/form-sessions').set('X-Forwarded-For', '203.0.113.2');
    expect(second.status).toBe(trusted ? 201 : 429);
  });
});
