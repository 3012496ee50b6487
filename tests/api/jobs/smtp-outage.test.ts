import request from 'supertest';
import type { JobSummary } from '../../../application/ports/job-admin.port';
import type { IntegrationsResponse } from '../../../wire';
import { ManualClock } from '../../fakes/manual.clock';
import { anInvitation } from '../../support/builders/invitation.builder';
import { LocalSmtpServer } from '../../support/local-smtp-server';
import { runJobsUntil } from '../../support/run-jobs-until';
import { startTestApp, type TestApp } from '../../support/test-app';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { openTestDatabase, testEngines } from '../../support/test-database';

const HOUR = 3_600_000;
const luna = anInvitation('Luna', 'Vale');
const ravi = anInvitation('Ravi', 'Stone');
const noor = anInvitation('Noor', 'Hale');

/**
 * The SMTP server is down for hours of the portal's clock (an injected clock, no real
 * wait). The invitation arrives exactly once when it comes back; a mail whose server never returns ends in the
 * dead letters, staff see it, and their Retry sends it once the server is back.
 */
describe.each(testEngines())('mail through an SMTP outage on %s', (engine) => {
  const smtp = new LocalSmtpServer();
  const clock = new ManualClock('2025-06-02T09:00:00Z');
  let app: TestApp;

  beforeAll(async () => {
    await smtp.up();
    const database = await openTestDatabase(engine);
    app = await startTestApp({ database, clock, env: { MAIL_ADAPTER: 'smtp', SMTP_URL: smtp.url } });
    app.close = ((close) => async () => {
      await close();
      await database.close();
    })(app.close);
    await smtp.down();
  });
  afterAll(async () => {
    await app?.close();
    await smtp.down();
  });

  const mailJobs = async (): Promise<JobSummary[]> => {
    const { unfinished, dead } = await app.infrastructure.jobs.admin.list(100);
    return [...unfinished, ...dead].filter((job) => job.kind === 'mail.deliver');
  };
  const runUntil = (until: number) => runJobsUntil(app.infrastructure, clock, until);
  const invite = (who: typeof luna) =>
    request(app.http).post('/api/artist-invitations/create').set(STAFF_AUTHORIZATION).send(who).expect(200);

  it('delivers the invitation exactly once after six hours without a mail server', async () => {
    const start = clock.now().getTime();
    await invite(luna);
    await runUntil(start + 6 * HOUR);
    const [waiting] = await mailJobs();
    expect(waiting).toMatchObject({ standing: 'retrying', lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(waiting.attempts).toBeGreaterThan(8);
    expect(smtp.received).toHaveLength(0);

    await smtp.up();
    await runUntil(start + 7 * HOUR);
    await runUntil(start + 72 * HOUR);
    const arrived = smtp.to(luna.email);
    expect(arrived).toHaveLength(1);
    expect(arrived[0].subject).toBeTruthy();
    expect(arrived[0].text).toMatch(/\/i\/[A-Za-z0-9_-]{16,}/);
    expect(arrived[0].text).toMatch(/Invitation code: [A-Z0-9]{10}/);
    expect(await mailJobs()).toEqual([]);
  });

  it('dead-letters a mail whose server never returns, shows it to staff, and Retry sends it once', async () => {
    await smtp.down();
    const start = clock.now().getTime();
    await invite(ravi);
    await runUntil(start + 30 * 24 * HOUR);
    const [dead] = await mailJobs();
    expect(dead).toMatchObject({ standing: 'dead', nextRunAt: null });
    expect(dead.updatedAt.getTime() - start).toBeGreaterThanOrEqual(24 * HOUR);

    const page = await request(app.http).get('/api/staff/integrations').set(STAFF_AUTHORIZATION).expect(200);
    const body = page.body as IntegrationsResponse;
    expect(body.dead).toContainEqual(
      expect.objectContaining({ id: dead.id, kind: 'mail.deliver', standing: 'dead', lastError: expect.stringMatching(/ECONNREFUSED/) }),
    );
    expect(body.backlog.dead).toBe(1);
    expect(body.providers).toContainEqual(expect.objectContaining({ name: 'mailer', adapter: 'smtp', up: false }));
    expect(JSON.stringify(body)).not.toMatch(/ravi@example\.com|mailId|Invitation code/);
    const health = await request(app.http)
      .get('/api/health')
      .expect(({ status }) => expect([200, 503]).toContain(status));
    expect(health.body.jobs).toMatchObject({ dead: 1, pending: 0, retrying: 0 });

    await smtp.up();
    const back = await request(app.http).get('/api/staff/integrations').set(STAFF_AUTHORIZATION).expect(200);
    expect(back.body.providers).toContainEqual(expect.objectContaining({ name: 'mailer', up: true }));
    await request(app.http).post(`/api/staff/jobs/${dead.id}/retry`).set(STAFF_AUTHORIZATION).expect(200);
    await app.infrastructure.jobs.worker.drain();
    await request(app.http).post(`/api/staff/jobs/${dead.id}/retry`).set(STAFF_AUTHORIZATION).expect(409);
    await runUntil(clock.now().getTime() + 24 * HOUR);
    const arrived = smtp.to(ravi.email);
    expect(arrived).toHaveLength(1);
    expect(arrived[0].text).toMatch(/Invitation code: [A-Z0-9]{10}/);
    expect(smtp.to(luna.email)).toHaveLength(1);
  });
  it('forgets the unmasked text of a mail whose delivery staff discard', async () => {
    await smtp.down();
    await invite(noor);
    await app.infrastructure.jobs.worker.runOnce();
    const [waiting] = await mailJobs();
    await request(app.http).post(`/api/staff/jobs/${waiting.id}/discard`).set(STAFF_AUTHORIZATION).expect(200);
    const [mail] = await app.database.query<{ status: string; delivery_text_body: string | null; text_body: string }>(
      'SELECT status, delivery_text_body, text_body FROM mail_outbox WHERE to_address = $1',
      [noor.email],
    );
    expect(mail).toMatchObject({ status: 'failed', delivery_text_body: null });
    expect(mail.text_body).not.toMatch(/Invitation code: [A-Z0-9]{10}/);
    expect(await mailJobs()).toEqual([]);
  });
});
