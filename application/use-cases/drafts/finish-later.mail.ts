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
    text: [
      'Hello,',
      '',
      'Your answers and uploaded files are saved. Continue where you left off, on any device:',
      link,
      '',
      `The link works until ${formatLongDate(expiresAt)}; every save keeps your draft for longer.`,
      'Keep it private: anyone with the link can see and change this draft.',
      'If you did not ask for this link, ignore this mail: nothing is sent on without you.',
    ].join('\n'),
  };
}
