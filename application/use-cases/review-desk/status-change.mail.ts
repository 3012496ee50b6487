import { submissionTitle } from '../../../domain/dashboard';
import { inFormOrder, type PinnedNote, pinnedFieldLabel } from '../../../domain/review-pins';
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

/** The mail an artist receives when their submission changes status: the banner, the note, the field-by-field notes and a link to it. */
export function statusChangeMail(
  submission: Pick<SubmissionSummary, 'id' | 'email' | 'artistName' | 'releaseTitle'>,
  status: string,
  note: string | null,
  publicUrl: string,
  pins: readonly PinnedNote[] = [],
): OutgoingMail {
  const title = submissionTitle(submission.releaseTitle);
  const banner = statusBanner(status);
  return {
    to: submission.email,
    category: 'status-change',
    subject: `${title}: ${status}`,
    values: {
      name: submission.artistName,
      title,
      status,
      // 'Changes requested' is its own banner title: say it once.
      headline: banner.title.toLowerCase() === status.toLowerCase() ? '' : sentence(banner.title),
      explanation: banner.text,
      note: note || null,
      // In the wizard's order of fields, as the submission page lists them.
      pinnedNotes: inFormOrder(pins).map((pin) => ({ label: pinnedFieldLabel(pin.field), note: pin.note })),
      link: submissionLink(publicUrl, submission.id),
    },
    secrets: [],
  };
}
