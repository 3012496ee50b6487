import { formatLongDate } from '../../../domain/shared';
import type { DraftAnswers } from '../../ports/draft.repository.port';
import type { OutgoingMail } from '../../ports/mailer.port';

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The private link back to a draft: whoever has it can continue the release, so it is only mailed, never shown to staff. */
export function finishLaterMail(to: string, answers: DraftAnswers, link: string, expiresAt: Date): OutgoingMail {
  const title = textOf(answers.releaseTitle);
  return {
    to,
    category: 'draft-resume',
    subject: title ? `Finish your release "${title}"` : 'Finish your release submission',
    values: { name: textOf(answers.firstName) || textOf(answers.artistName), title, link, expiresOn: formatLongDate(expiresAt) },
    secrets: [link],
  };
}
