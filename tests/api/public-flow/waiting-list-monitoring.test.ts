import request from 'supertest';
import { BOT_MESSAGES } from '../../../domain/bot';
import { FORM_MESSAGES } from '../../../domain/forms';
import { TEST_STAFF_TOKEN } from '../../support/test-config';
import { aWaitingListEntry } from '../../support/builders/waiting-list-entry.builder';
import { usePublicFlowApp } from './public-flow-app';

const artist = aWaitingListEntry();

describe('POST /api/waiting-list', () => {
  const app = usePublicFlowApp({ RATE_LIMIT_WAITING_LIST: '1000' });

  it('stores the entry with its project description, mirrors it to the board, and a repeat within a day adds no row', async () => {
    const res = await (await app().joinWaitingList(artist)).body;
    expect(res).toMatchObject({ success: true, mondayItemId: null });
    const rows = await app().database.query<{ project_description: string }>('SELECT project_description FROM waiting_list_entries');
    expect(rows).toEqual([{ project_description: 'A folk EP recorded at home' }]);
    await app().infrastructure.jobs.worker.drain();
    const again = await app().joinWaitingList({ ...artist, email: 'IVY@example.com' });
    expect(again.status).toBe(200);
    expect(again.body.entryId).toBe(res.entryId);
    expect(again.body.mondayItemId).toBeTruthy();
    expect(await app().count('waiting_list_entries')).toBe(1);
    expect(await app().count('board_items')).toBe(1);
  });

  it.each([
    ['missing names', { ...artist, firstName: '', surname: '' }, 'firstName', FORM_MESSAGES.waitingListMissing(['First Name', 'Surname'])],
    ['missing listen link', { ...artist, email: 'x@example.com', listenLink: ' ' }, 'listenLink', FORM_MESSAGES.listenLinkRequired],
  ])('%s → 400 with the spec message, nothing written', async (_n, data, field, message) => {
    const before = await app().count('waiting_list_entries');
    const res = await app().joinWaitingList(data);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(expect.arrayContaining([{ field, message }]));
    expect(await app().count('waiting_list_entries')).toBe(before);
  });

  it.each([
    ['honeypot', { website: 'spam' }],
    ['no form session', { formSession: undefined }],
  ])('bot check: %s → refused', async (_n, extra) => {
    const res = await app().joinWaitingList({ ...artist, email: 'bot@example.com' }, extra);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(BOT_MESSAGES.submissionRejected);
  });

  it.each([
    ['wrong type', () => request(app().http).post('/api/waiting-list').send({ artistData: 'me' })],
    ['missing artistData', () => request(app().http).post('/api/waiting-list').send({})],
    [
      'unknown field',
      () =>
        request(app().http)
          .post('/api/waiting-list')
          .send({ artistData: { ...artist, role: 'x' } }),
    ],
    [
      'constructor key',
      () => request(app().http).post('/api/waiting-list').set('Content-Type', 'application/json').send('{"artistData":{"constructor":{}}}'),
    ],
    [
      '10 kB string',
      () =>
        request(app().http)
          .post('/api/waiting-list')
          .send({ artistData: { ...artist, city: 'x'.repeat(10_000) } }),
    ],
    ['malformed JSON', () => request(app().http).post('/api/waiting-list').set('Content-Type', 'application/json').send('{')],
  ])('bad input: %s → 400, nothing written', async (_n, send) => {
    const before = await app().count('waiting_list_entries');
    expect((await send()).status).toBe(400);
    expect(await app().count('waiting_list_entries')).toBe(before);
  });
});

describe('monitoring and the analytics dashboard', () => {
  const app = usePublicFlowApp({ RATE_LIMIT_MONITORING: '1000', RATE_LIMIT_WAITING_LIST: '1' });
  const report = (message: string, stage = 'upload') =>
    request(app().http)
      .post('/api/monitoring/report-error')
      .send({
        submissionId: 's1',
        errorData: {
          message,
          stack: 'at x',
          stage,
          timestamp: '2025-06-02T10:00:00Z',
          url: 'https://portal/submit',
          userAgent: 'UA',
          metadata: { step: 2 },
        },
      });
  const vitals = (lcp: number) =>
    request(app().http)
      .post('/api/monitoring/vitals')
      .send({
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'FCP', value: 1000 },
          { name: 'CLS', value: 0.05 },
        ],
      })
      .expect(202);
  const dashboard = (hours: number) =>
    request(app().http).get(`/api/analytics/dashboard?hours=${hours}`).set('Authorization', `Bearer ${TEST_STAFF_TOKEN}`).expect(200);

  it('answers for 1, 24 and 168 hours from errors and vitals spread across the windows', async () => {
    // 6 days ago: 3 errors, slow LCP; 5 hours ago: 2 errors; now: 1 error + a third-party one that is ignored.
    app().clock.set('2025-06-01T10:00:00Z');
    app().clock.advance(-5 * 86_400_000);
    for (const m of ['Upload failed', 'Upload timeout', 'Network error']) await report(m).expect(202);
    await vitals(5000);
    app().clock.set('2025-06-02T05:00:00Z');
    await report('Failed to submit music', 'submitting').expect(202);
    await report('TypeError: x is undefined', 'review').expect(202);
    await vitals(3000);
    app().clock.set('2025-06-02T10:00:00Z');
    await report('Upload failed').expect(202);
    const ignored = await report('Script error.').expect(202);
    expect(ignored.body.stored).toBe(false);
    await vitals(1000);
    app().clock.advance(60_000);

    const hour = (await dashboard(1)).body.data;
    expect(hour.errorStats.totalErrors).toBe(1);
    expect(hour.errorStats.errorsByCategory).toEqual({ upload: 1 });
    expect(hour.performanceStats.coreWebVitals).toMatchObject({ lcp: 1000, fcp: 1000, cls: 0.05 });
    expect(hour.performanceStats.currentScore).toBe(100);
    expect(hour.timeWindow).toBe(1);

    const day = (await dashboard(24)).body.data;
    expect(day.errorStats.totalErrors).toBe(3);
    expect(day.errorStats.errorsByCategory).toEqual({ upload: 1, submission: 1, javascript: 1 });
    expect(day.errorStats.recentErrors[0]).toMatchObject({ message: 'Upload failed', category: 'upload', url: 'https://portal/submit' });
    expect(day.performanceStats.coreWebVitals.lcp).toBe(2000);
    expect(day.systemHealth.status).toBe('healthy');

    const week = (await dashboard(168)).body.data;
    expect(week.errorStats.totalErrors).toBe(6);
    expect(week.errorStats.errorsByCategory).toEqual({ upload: 4, submission: 1, javascript: 1 });
    expect(week.performanceStats.coreWebVitals.lcp).toBe(3000);
    expect(['healthy', 'degraded', 'unhealthy']).toContain(week.systemHealth.status);
    expect(typeof week.systemHealth.uptime).toBe('number');
  });

  it('is staff only and refuses other windows', async () => {
    await request(app().http).get('/api/analytics/dashboard?hours=24').expect(401);
    await request(app().http).get('/api/analytics/dashboard?hours=12').set('Authorization', `Bearer ${TEST_STAFF_TOKEN}`).expect(400);
  });

  it.each([
    ['missing message', { errorData: {} }],
    ['wrong type', { errorData: { message: 42 } }],
    ['unknown field', { errorData: { message: 'x' }, extra: 1 }],
    ['20 kB message', { errorData: { message: 'x'.repeat(20_001) } }],
  ])('report-error refuses %s', async (_n, body) => {
    const before = await app().count('client_errors');
    await request(app().http).post('/api/monitoring/report-error').send(body).expect(400);
    expect(await app().count('client_errors')).toBe(before);
  });

  it('caps stored sizes', async () => {
    await request(app().http)
      .post('/api/monitoring/report-error')
      .send({ errorData: { message: 'y'.repeat(10_000), metadata: { blob: 'z'.repeat(9000) } } })
      .expect(202);
    const [row] = await app().database.query<{ n: number; metadata: Record<string, unknown> }>(
      "SELECT length(message) AS n, metadata FROM client_errors WHERE message LIKE 'yyy%'",
    );
    expect(row.n).toBe(2000);
    expect(row.metadata).toMatchObject({ truncated: true });
  });

  it.each([
    ['unknown vital', { metrics: [{ name: 'XYZ', value: 1 }] }],
    ['negative value', { metrics: [{ name: 'LCP', value: -1 }] }],
    ['empty list', { metrics: [] }],
  ])('vitals refuse %s', async (_n, body) => {
    await request(app().http).post('/api/monitoring/vitals').send(body).expect(400);
  });

  it('waiting-list rate limit answers 429', async () => {
    await request(app().http).post('/api/waiting-list').send({}).expect(400);
    await request(app().http).post('/api/waiting-list').send({ artistData: artist }).expect(429);
  });
});
