import { submissionTitle } from '../../../domain/dashboard';
import { statusBanner } from '../../../domain/status';
import type { OutgoingMail } from '../../ports/mailer.port';
import type { SubmissionSummary } from '../../ports/submission-review.repository.port';

/** The mail an artist receives when staff move their submission (the banner text of artist-portal §4, plus the note). */
export function statusChangeMail(submission: SubmissionSummary, status: string, note: string | null): OutgoingMail {
  const title = submissionTitle(submission.releaseTitle);
  const banner = statusBanner(status);
  const lines = [
    `Hello ${submission.artistName},`,
    '',
    `${banner.title}: "${title}" is now ${status}.`,
    banner.text,
    ...(note ? ['', 'A note from our team:', note] : []),
    '',
    'You can follow your submission on your dashboard.',
  ];
  return { to: submission.email, subject: `${title}: ${status}`, text: lines.join('\n'), category: 'status-change' };
}
