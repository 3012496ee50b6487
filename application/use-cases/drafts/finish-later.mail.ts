import { formatLongDate } from '../../../domain/shared';
import type { OutgoingMail } from '../../ports/mailer.port';

/**
 * The private link back to a draft: whoever has it can continue the release, so it is only mailed, never shown to
 * staff. Nothing a visitor typed goes into it (no name, no title), so it cannot carry someone else's message.
 */
export function finishLaterMail(to: string, link: string, expiresAt: Date): OutgoingMail {
  return {
    to,
    category: 'draft-resume',
    subject: 'Finish your release submission',
    values: { link, expiresOn: formatLongDate(expiresAt) },
    secrets: [link],
  };
}
