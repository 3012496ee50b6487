import { submissionTitle } from '../../../domain/dashboard';
import { daysAfter, isAnswerable } from '../../../domain/split-sheets';
import type { JobPayloads } from '../../jobs/job-kinds';
import { splitRequestMail, splitSheetLink } from './split-sheet.mails';
import type { SplitSheetsPorts } from './split-sheets.ports';

export type RemindCollaboratorsDeps = Pick<
  SplitSheetsPorts,
  'splitSheets' | 'submissions' | 'tokens' | 'mailer' | 'unitOfWork' | 'clock' | 'settings' | 'publicUrl'
>;

/** Whose reminder, of which round and which of its reminders: the payload of the job that sends it. */
export type ReminderKey = JobPayloads['split-sheets.remind'];

/**
 * Reminders (durable jobs at 3 and 7 days) and expiry (at 30). A reminder carries a fresh link, since only hashes are
 * kept; it is claimed in the mail's own transaction, so two instances running the same job mail once.
 */
export class RemindCollaboratorsUseCase {
  constructor(private readonly deps: RemindCollaboratorsDeps) {}

  async remind(key: ReminderKey): Promise<boolean> {
    const d = this.deps;
    const open = (await d.splitSheets.consents(key.submissionId, key.email)).filter((c) => isAnswerable(c.state));
    const submission = await d.submissions.find(key.submissionId);
    if (open.length === 0 || !submission) return false;
    const now = d.clock.now();
    const expiresAt = daysAfter(new Date(Math.min(...open.map((c) => c.askedAt.getTime()))), d.settings.expiryDays);
    if (now >= expiresAt) return false;
    const token = d.tokens.generate();
    const titles = (await d.splitSheets.currentSheets(key.submissionId))
      .filter((s) => open.some((c) => c.trackKey === s.trackKey))
      .map((s) => s.title);
    return d.unitOfWork.run(async () => {
      if (!(await d.splitSheets.claimReminder({ ...key, at: now }))) return false;
      await d.splitSheets.addLink({
        submissionId: key.submissionId,
        email: key.email,
        tokenHash: d.tokens.digest(token),
        createdAt: now,
        expiresAt,
      });
      await d.mailer.send(
        splitRequestMail({
          to: key.email,
          name: open[0].name,
          artistName: submission.artistName,
          releaseTitle: submissionTitle(submission.releaseTitle),
          trackTitles: titles,
          link: splitSheetLink(d.publicUrl, token),
          expiresAt,
          reminder: true,
        }),
      );
      return true;
    });
  }

  /** Marks what is still unanswered after the expiry days as expired; staff decide then (resend or mark agreed). */
  async expire(submissionId: string): Promise<number> {
    const d = this.deps;
    return d.splitSheets.expireUnanswered(submissionId, daysAfter(d.clock.now(), -d.settings.expiryDays));
  }
}
