import request from 'supertest';
import { MAIL_CATEGORIES } from '../../../application/ports/mail-categories';
import { LABEL_NAME } from '../../../domain/shared';
import { LocalSmtpServer } from '../../support/local-smtp-server';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { testEngines } from '../../support/test-database';
import { type PublicFlowApp, startPublicFlowApp, UNTHROTTLED_SUBMISSIONS } from '../public-flow/public-flow-app';
import { type DeliveredMail, EveryMailKind, STAFF_NOTE } from './every-mail-kind';

// Characters an HTML escaper rewrites: a link free of them must appear verbatim in an href.
const ESCAPED_IN_HTML = /[&<>"'`=]/;

describe.each(testEngines())('every mail kind delivered over SMTP (%s)', (engine) => {
  const smtp = new LocalSmtpServer();
  let app: PublicFlowApp;
  let delivered: DeliveredMail[];

  beforeAll(async () => {
    await smtp.up();
    const env = { ...UNTHROTTLED_SUBMISSIONS, RATE_LIMIT_TOKEN_CHECKS: '1000', MAIL_ADAPTER: 'smtp', SMTP_URL: smtp.url };
    app = await startPublicFlowApp(env, { engine });
    delivered = await new EveryMailKind(app, smtp).sendAll();
  });
  afterAll(async () => {
    await app?.close();
    await smtp.down();
  });

  it('covers every category the portal composes', () => {
    expect([...new Set(delivered.map((d) => d.category))].sort()).toEqual([...MAIL_CATEGORIES].sort());
    expect(delivered.flatMap((d) => d.secrets).length).toBeGreaterThanOrEqual(6);
  });

  it('delivers each as multipart/alternative: a text and an HTML part, both naming the label and holding the working link', () => {
    for (const { category, parsed, link } of delivered) {
      expect({ category, type: parsed.headers.get('content-type') }).toMatchObject({ type: { value: 'multipart/alternative' } });
      expect(link.startsWith(app.infrastructure.config.publicUrl)).toBe(true);
      expect(ESCAPED_IN_HTML.test(link)).toBe(false);
      expect({ category, text: parsed.text }).toEqual({ category, text: expect.stringContaining(link) });
      expect({ category, html: parsed.html }).toEqual({ category, html: expect.stringContaining(`href="${link}"`) });
      for (const part of [parsed.text, parsed.html])
        expect({ category, part }).toEqual({ category, part: expect.stringContaining(LABEL_NAME) });
    }
  });

  it('escapes what people wrote in the HTML part and keeps it as written in the text part', () => {
    const decision = delivered.find((d) => d.category === 'status-change') as DeliveredMail;
    expect(decision.parsed.text).toContain(STAFF_NOTE);
    expect(decision.parsed.html).toContain('Lovely &lt;b&gt;mix&lt;/b&gt; &amp; &quot;loud&quot; master.');
    expect(decision.parsed.html).not.toContain('<b>mix</b>');
  });

  it('shows staff every mail as sent with both parts, and not one sign-in code or private link', async () => {
    const { body } = await request(app.http).get('/api/review-desk/mail-outbox').query({ limit: 500 }).set(STAFF_AUTHORIZATION).expect(200);
    const mails = body.mails as { category: string; status: string; text: string; html?: string }[];
    expect(mails.map((m) => m.category).sort()).toEqual(delivered.map((d) => d.category).sort());
    for (const mail of mails) {
      expect(mail.status).toBe('sent');
      expect(mail.text).toContain(LABEL_NAME);
      expect(mail.html).toContain(LABEL_NAME);
    }
    const staffView = JSON.stringify(body);
    for (const { category, secrets } of delivered) {
      for (const secret of secrets) expect({ category, readable: staffView.includes(secret) }).toEqual({ category, readable: false });
    }
    const stored = JSON.stringify(await app.database.query('SELECT * FROM mail_outbox'));
    for (const secret of delivered.flatMap((d) => d.secrets)) expect(stored.includes(secret)).toBe(false);
  });
});
