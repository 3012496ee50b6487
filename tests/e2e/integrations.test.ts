import type { Browser } from 'playwright-core';
import request from 'supertest';
import { ManualClock } from '../fakes/manual.clock';
import { anInvitation } from '../support/builders/invitation.builder';
import { launchBrowser } from '../support/browser';
import { LocalSmtpServer } from '../support/local-smtp-server';
import { runJobsUntil } from '../support/run-jobs-until';
import { STAFF_AUTHORIZATION } from '../support/test-config';
import type { RunningPortal } from '../support/web-server';
import { startPortalForBrowser } from './portal-fixtures';
import { signInAsStaff } from './sign-in';

const HOUR = 3_600_000;
const mira = anInvitation('Mira', 'Holt');

describe('staff integrations page with a mail server that never came back', () => {
  const smtp = new LocalSmtpServer();
  // Real time as the start: the browser checks session cookies against its own clock.
  const clock = new ManualClock(new Date());
  let portal: RunningPortal;
  let browser: Browser;

  beforeAll(async () => {
    await smtp.up();
    portal = await startPortalForBrowser({ MAIL_ADAPTER: 'smtp', SMTP_URL: smtp.url, WORKER_ENABLED: 'false' }, { clock });
    browser = await launchBrowser();
    await smtp.down();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
    await smtp.down();
  });

  it('shows the dead-lettered invitation mail with its last error, and Retry sends it once the server is back', async () => {
    const http = portal.app.getHttpServer();
    await request(http).post('/api/artist-invitations/create').set(STAFF_AUTHORIZATION).send(mira).expect(200);
    await runJobsUntil(portal.infrastructure, clock, clock.now().getTime() + 60 * HOUR);
    const { dead } = await portal.infrastructure.jobs.admin.list(10);
    expect(dead.map((job) => job.kind)).toEqual(['mail.deliver']);

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(portal, page, '/staff/integrations');
    const failed = page.getByRole('listitem', { name: 'mail.deliver job' });
    await failed.getByText('Failed', { exact: true }).waitFor();
    expect(await failed.textContent()).toMatch(/Last error: .*ECONNREFUSED/);
    expect(await page.textContent('main')).not.toContain(mira.email);
    expect(smtp.received).toHaveLength(0);

    await smtp.up();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('The job will run again shortly').waitFor();
    await page.getByText('No failed jobs.').waitFor();
    await portal.infrastructure.jobs.worker.drain();
    await runJobsUntil(portal.infrastructure, clock, clock.now().getTime() + 24 * HOUR);
    const arrived = smtp.to(mira.email);
    expect(arrived).toHaveLength(1);
    expect(arrived[0].text).toMatch(/Invitation code: [A-Z0-9]{10}/);
  });
});
