import { HandlebarsMailRenderer } from '../../../adapters/mailer/handlebars.mail-renderer';
import type { ComposedMail } from '../../../application/ports/mailer.port';
import { LABEL_NAME } from '../../../domain/shared';

export const TEST_HOME_URL = 'http://localhost:3000';

/** The renderer the portal builds, for adapter tests that make their own mailer. */
export function aMailRenderer(homeUrl = TEST_HOME_URL): HandlebarsMailRenderer {
  return new HandlebarsMailRenderer({ labelName: LABEL_NAME, homeUrl });
}

/** A returning-link mail: one private link, declared as its secret. */
export function aReturningLinkMail(overrides: Partial<ComposedMail<'returning-link'>> = {}): ComposedMail<'returning-link'> {
  const token = 'returning-token-0123456789abcdef';
  return {
    to: 'mara@example.com',
    subject: 'Your link for future releases',
    category: 'returning-link',
    values: { name: 'Mara', link: `${TEST_HOME_URL}/r/${token}`, validDays: 365 },
    secrets: [token],
    ...overrides,
  };
}

/** The test dashboard's mail: no secrets. */
export function aTestMail(overrides: Partial<ComposedMail<'test'>> = {}): ComposedMail<'test'> {
  return {
    to: 'desk@example.com',
    subject: 'Port check',
    category: 'test',
    values: { name: 'Desk', link: TEST_HOME_URL },
    secrets: [],
    ...overrides,
  };
}
