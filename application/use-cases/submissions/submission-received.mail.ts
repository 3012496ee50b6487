import { submissionTitle } from '../../../domain/dashboard';
import { REVIEW_DAYS_THANK_YOU, REVIEW_DAYS_WAITING_LIST } from '../../../domain/shared';
import type { OutgoingMail } from '../../ports/mailer.port';
import { submissionLink } from '../review-desk/status-change.mail';

/** A short reference an artist can quote when they write to us: the first block of the submission id. */
export function submissionReference(submissionId: string): string {
  return `HS-${submissionId.slice(0, 8).toUpperCase()}`;
}

/** Sent for every accepted submission (open, invited or returning), in the submission's own transaction. */
export function submissionReceivedMail(
  submission: { id: string; email: string; firstName: string; artistName: string; releaseTitle: string },
  options: { publicUrl: string; fromWaitingList: boolean; resubmission?: boolean },
): OutgoingMail {
  const days = options.fromWaitingList ? REVIEW_DAYS_WAITING_LIST : REVIEW_DAYS_THANK_YOU;
  const title = submissionTitle(submission.releaseTitle);
  const reference = submissionReference(submission.id);
  const resubmission = options.resubmission === true;
  return {
    to: submission.email,
    category: 'submission-received',
    subject: `We received ${resubmission ? 'your changes to ' : ''}"${title}" (${reference})`,
    values: {
      name: submission.firstName || submission.artistName,
      title,
      reference,
      resubmission,
      reviewDays: `${days.min}–${days.max}`,
      // Not a secret: the page asks the artist to sign in first.
      link: submissionLink(options.publicUrl, submission.id),
    },
    secrets: [],
  };
}
