import { LABEL_NAME } from '../../../domain/shared';
import { aTestMail } from '../../support/builders/mail.builder';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('the label name mails are signed with', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { LABEL_NAME: 'Something Records' } });
  });
  afterAll(() => app.close());

  it('is the configured LABEL_NAME, in both parts, not the default', async () => {
    await app.infrastructure.mailer.send(aTestMail({ to: 'label-name@example.com' }));
    const [mail] = await app.infrastructure.mailOutbox.list({ to: 'label-name@example.com' });
    expect(mail.text).toContain('\n--\nSomething Records\n');
    expect(mail.html).toContain('Something Records &middot;');
    expect(`${mail.text}${mail.html}`).not.toContain(LABEL_NAME);
  });
});
