import { submissionTitle } from '../../../domain/dashboard';
import { submissionLink } from '../review-desk/status-change.mail';
import { splitDeclinedMail } from './split-sheet.mails';
import type { SplitSheetsPorts } from './split-sheets.ports';

export type DeclineNoticeDeps = Pick<SplitSheetsPorts, 'splitSheets' | 'submissions' | 'loop' | 'staffAccounts' | 'mailer' | 'publicUrl'>;

/** A decline mails the artist (who can correct the split) and the staff member the release is assigned to. */
export class DeclineNotice {
  constructor(private readonly deps: DeclineNoticeDeps) {}

  async send(submissionId: string, collaborator: string, trackKeys: readonly string[], reason: string): Promise<void> {
    const d = this.deps;
    const submission = await d.submissions.find(submissionId);
    if (!submission) return;
    const sheets = await d.splitSheets.currentSheets(submissionId);
    const trackTitles = sheets.filter((s) => trackKeys.includes(s.trackKey)).map((s) => s.title);
    const releaseTitle = submissionTitle(submission.releaseTitle);
    const common = { collaborator, releaseTitle, trackTitles, reason };
    const artistLink = submissionLink(d.publicUrl, submissionId);
    await d.mailer.send(
      splitDeclinedMail({ ...common, to: submission.email, name: submission.firstName || submission.artistName, link: artistLink }),
    );
    const assignee = await d.loop.assigneeOf(submissionId);
    const staff = assignee ? await d.staffAccounts.findById(assignee.id) : undefined;
    if (staff)
      await d.mailer.send(
        splitDeclinedMail({
          ...common,
          to: staff.email,
          name: staff.name,
          link: `${d.publicUrl}/staff/review/${encodeURIComponent(submissionId)}`,
        }),
      );
  }
}
