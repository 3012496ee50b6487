import request from 'supertest';
import { tooManyRequestsMessage } from '../../../domain/access';
import { usePublicFlowApp } from './public-flow-app';

describe('web-vitals reports have their own rate limit', () => {
  const app = usePublicFlowApp({ RATE_LIMIT_MONITORING: '2', RATE_LIMIT_VITALS: '3', RATE_LIMIT_WINDOW_SECONDS: '540' });

  const vital = () =>
    request(app().http)
      .post('/api/monitoring/vitals')
      .send({ metrics: [{ name: 'FCP', value: 800, rating: 'good', url: '/' }] });
  const report = () =>
    request(app().http)
      .post('/api/monitoring/report-error')
      .send({ errorData: { message: 'Upload failed' } });

  it('many vitals reports never use up the error-report limit, and the 429 says minutes', async () => {
    for (let i = 0; i < 3; i += 1) await vital().expect(202);
    const refused = await vital().expect(429);
    expect(refused.body.error).toBe(tooManyRequestsMessage(Number(refused.headers['retry-after'])));
    expect(refused.body.error).toMatch(/try again in \d+ minutes\.$/);

    await report().expect(202);
    await report().expect(202);
    await report().expect(429);
    expect(await app().count('web_vitals')).toBe(3);
  });
});
