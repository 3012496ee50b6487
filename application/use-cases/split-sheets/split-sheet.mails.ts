import { formatLongDate } from '../../../domain/shared';
import type { OutgoingMail } from '../../ports/mailer.port';

/** The collaborator page's address: the token is the whole credential, so it is the mail's one secret. */
export const splitSheetLink = (publicUrl: string, token: string) => `${publicUrl}/splits/${token}`;

export function splitRequestMail(input: {
  to: string;
  name: string;
  artistName: string;
  releaseTitle: string;
  trackTitles: string[];
  link: string;
  expiresAt: Date;
  reminder: boolean;
}): OutgoingMail {
  const { to, link, reminder, expiresAt, ...values } = input;
  return {
    to,
    category: 'split-sheet-request',
    subject: `${reminder ? 'Reminder: ' : ''}Your split sheet for "${input.releaseTitle}" by ${input.artistName}`,
    values: { ...values, link, reminder, expiresOn: formatLongDate(expiresAt) },
    secrets: [link],
  };
}

export function splitDeclinedMail(input: {
  to: string;
  name: string;
  collaborator: string;
  releaseTitle: string;
  trackTitles: string[];
  reason: string;
  link: string;
}): OutgoingMail {
  const { to, ...values } = input;
  return {
    to,
    category: 'split-sheet-declined',
    subject: `${input.collaborator} declined their share of "${input.releaseTitle}"`,
    values,
    secrets: [],
  };
}
