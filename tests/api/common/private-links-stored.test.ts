import request from 'supertest';
import { usePublicFlowApp } from '../public-flow/public-flow-app';

// A page's address may be a private link (/submit/resume/{token}, /i/{token}): error reports and page vitals
// store it without the token, as the request log does.
const app = usePublicFlowApp({ RATE_LIMIT_MONITORING: '1000' });
const TOKEN = 'hn3oDWM3haYbXu9pBOElEY6TgitLIH75-_k0B-KxoMA';

describe('private links in stored monitoring data', () => {
  it('an error report from a resume page keeps the page, not the token', async () => {
    await request(app().http)
      .post('/api/monitoring/report-error')
      .send({ errorData: { message: 'Upload failed: network', stage: 'upload', url: `https://portal.example/submit/resume/${TOKEN}` } })
      .expect(202);
    const rows = await app().database.query<{ url: string }>('SELECT url FROM client_errors');
    expect(rows.map((r) => r.url)).toContain('https://portal.example/submit/resume/[redacted]');
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
  });

  it('page vitals from an invitation page keep the page, not the token', async () => {
    await request(app().http)
      .post('/api/monitoring/vitals')
      .send({ metrics: [{ name: 'LCP', value: 1200, url: `/i/${TOKEN}` }] })
      .expect(202);
    const rows = await app().database.query<{ url: string }>('SELECT url FROM web_vitals');
    expect(rows.map((r) => r.url)).toContain('/i/[redacted]');
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
  });
});
