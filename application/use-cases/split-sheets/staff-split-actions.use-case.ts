import { submissionTitle } from '../../../domain/dashboard';
import { canMarkAgreedOffline, daysAfter, OFFLINE_NOTE_MAX, SPLIT_SHEET_MESSAGES } from '../../../domain/split-sheets';
import { AppError } from '../../errors/app-error';
import { staffMemberOf, type StaffPrincipal } from '../review-desk/staff-member';
import { splitRequestMail, splitSheetLink } from './split-sheet.mails';
import { SplitInputError } from './split-sheets.errors';
import { refreshBoardJob } from './split-sheets.jobs';
import type { SplitSheetsPorts } from './split-sheets.ports';

export type StaffSplitActionsDeps = Pick<
  SplitSheetsPorts,
  | 'splitSheets'
  | 'submissions'
  | 'loop'
  | 'staffAccounts'
  | 'jobs'
  | 'tokens'
  | 'mailer'
  | 'unitOfWork'
  | 'clock'
  | 'settings'
  | 'publicUrl'
>;

const NOT_FOUND = 'No such share on this release';

/** Staff's hands on the splits: Resend a person's link (asking anew), or mark one share agreed offline with a note. */
export class StaffSplitActionsUseCase {
  constructor(private readonly deps: StaffSplitActionsDeps) {}

  async resend(submissionId: string, consentId: string): Promise<void> {
    const d = this.deps;
    const consent = (await d.splitSheets.consents(submissionId)).find((c) => c.id === consentId);
    const submission = await d.submissions.find(submissionId);
    if (!consent || !submission) throw new AppError('not_found', NOT_FOUND);
    if (!canMarkAgreedOffline(consent.state) || consent.state === 'declined')
      throw new AppError('conflict', SPLIT_SHEET_MESSAGES.alreadyAnswered);
    const now = d.clock.now();
    const expiresAt = daysAfter(now, d.settings.expiryDays);
    const token = d.tokens.generate();
    const mine = (await d.splitSheets.consents(submissionId, consent.email)).map((c) => c.trackKey);
    const titles = (await d.splitSheets.currentSheets(submissionId)).filter((s) => mine.includes(s.trackKey)).map((s) => s.title);
    await d.unitOfWork.run(async () => {
      await d.splitSheets.reopen(submissionId, consent.email, now);
      await d.splitSheets.addLink({ submissionId, email: consent.email, tokenHash: d.tokens.digest(token), createdAt: now, expiresAt });
      await d.mailer.send(
        splitRequestMail({
          to: consent.email,
          name: consent.name,
          artistName: submission.artistName,
          releaseTitle: submissionTitle(submission.releaseTitle),
          trackTitles: titles,
          link: splitSheetLink(d.publicUrl, token),
          expiresAt,
          reminder: false,
        }),
      );
    });
  }

  /** Staff record an agreement given outside the portal: their name and note go on the release's timeline. */
  async markAgreedOffline(submissionId: string, consentId: string, by: StaffPrincipal, note: string): Promise<void> {
    const d = this.deps;
    const staff = await staffMemberOf(by, d.staffAccounts);
    const clean = note.trim();
    if (!clean) throw new SplitInputError(SPLIT_SHEET_MESSAGES.noteRequired);
    if (clean.length > OFFLINE_NOTE_MAX) throw new SplitInputError(SPLIT_SHEET_MESSAGES.reasonTooLong(OFFLINE_NOTE_MAX));
    const consent = (await d.splitSheets.consents(submissionId)).find((c) => c.id === consentId);
    if (!consent) throw new AppError('not_found', NOT_FOUND);
    const now = d.clock.now();
    await d.unitOfWork.run(async () => {
      if (!(await d.splitSheets.markAgreedOffline(consentId, staff.name, clean, now)))
        throw new AppError('conflict', SPLIT_SHEET_MESSAGES.alreadyAnswered);
      await d.jobs.enqueue(refreshBoardJob(submissionId));
      await d.loop.addComment({
        submissionId,
        staffId: staff.id,
        staffName: staff.name,
        body: `${consent.name} (${consent.email}): ${SPLIT_SHEET_MESSAGES.agreedOffline(staff.name, clean)}`,
        createdAt: now,
      });
    });
  }
}
