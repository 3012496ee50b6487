import { submissionTitle } from '../../../domain/dashboard';
import { statusBanner } from '../../../domain/status';
import type { OutgoingMail } from '../../ports/mailer.port';
import type { SubmissionSummary } from '../../ports/submission-review.repository.port';

/** The artist's page of one submission; the portal asks them to sign in first when needed. */
export function submissionLink(publicUrl: string, submissionId: string): string {
  return `${publicUrl}/details/${submissionId}`;
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The mail an artist receives when their submission changes status: the banner, the note, and a link to it. */
export function statusChangeMail(submission: SubmissionSummary, status: string, note: string | null, publicUrl: string): OutgoingMail {
  const title = submissionTitle(submission.releaseTitle);
  const banner = statusBanner(status);
  const lines = [
    `Hello ${submission.artistName},`,
    '',
    `"${title}" is now ${status}. ${sentence(banner.title)}`,
    ...(banner.text ? [banner.text] : []),
    ...(note ? ['', 'A note from our team:', note] : []),
    '',
    `See your submission: ${submissionLink(publicUrl, submission.id)}`,
    '(You will be asked to sign in first if you are not signed in.)',
  ];
  return { to: submission.email, subject: `${title}: ${status}`, text: lines.join('\n'), category: 'status-change' };
}
