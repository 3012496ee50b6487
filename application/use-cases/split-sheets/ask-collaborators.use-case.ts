import { submissionTitle } from '../../../domain/dashboard';
import { daysAfter, groupByPerson, peopleToAsk, reminderSchedule } from '../../../domain/split-sheets';
import { drawSplitSheets } from './draw-split-sheets';
import { splitRequestMail, splitSheetLink } from './split-sheet.mails';
import { refreshBoardJob, SPLIT_SHEET_JOBS } from './split-sheets.jobs';
import type { SplitSheetsPorts } from './split-sheets.ports';

export type AskCollaboratorsDeps = Pick<
  SplitSheetsPorts,
  'splitSheets' | 'submissions' | 'uploads' | 'tokens' | 'mailer' | 'jobs' | 'unitOfWork' | 'clock' | 'settings' | 'publicUrl'
>;

/**
 * The durable job after a release version is sent: draws its split sheets, and mails each person it asks (again) one
 * private link for all their tracks. The round, the links, the mails and their reminders commit together, once.
 */
export class AskCollaboratorsUseCase {
  constructor(private readonly deps: AskCollaboratorsDeps) {}

  async execute(submissionId: string, version: number): Promise<void> {
    const d = this.deps;
    const submission = await d.submissions.find(submissionId);
    if (!submission) return;
    const latest = await d.splitSheets.latestRound(submissionId);
    if (latest !== null && latest >= version) return;
    const sheets = await drawSplitSheets(d.uploads, submission, version);
    const previous = await d.splitSheets.currentSheets(submissionId);
    const asked = peopleToAsk(previous, sheets, submission.email);
    const now = d.clock.now();
    const expiresAt = daysAfter(now, d.settings.expiryDays);
    const people = groupByPerson(asked).map((person) => ({ ...person, token: d.tokens.generate() }));
    await d.unitOfWork.run(async () => {
      const saved = await d.splitSheets.saveRound({
        submissionId,
        version,
        sheets,
        asked,
        links: people.map((p) => ({ email: p.email, tokenHash: d.tokens.digest(p.token), expiresAt })),
        at: now,
      });
      if (!saved) return;
      for (const person of people) {
        await d.mailer.send(
          splitRequestMail({
            to: person.email,
            name: person.name,
            artistName: submission.artistName,
            releaseTitle: submissionTitle(submission.releaseTitle),
            trackTitles: sheets.filter((s) => person.trackKeys.includes(s.trackKey)).map((s) => s.title),
            link: splitSheetLink(d.publicUrl, person.token),
            expiresAt,
            reminder: false,
          }),
        );
        for (const reminder of reminderSchedule(now, d.settings)) {
          await d.jobs.enqueue({
            kind: SPLIT_SHEET_JOBS.remind,
            payload: { submissionId, email: person.email, round: version, ordinal: reminder.ordinal },
            runAt: reminder.at,
            dedupeKey: `${submissionId}:${person.email}:${version}:${reminder.ordinal}`,
          });
        }
      }
      await d.jobs.enqueue(refreshBoardJob(submissionId));
      if (people.length > 0)
        await d.jobs.enqueue({ kind: SPLIT_SHEET_JOBS.expire, payload: { submissionId, round: version }, runAt: expiresAt });
    });
  }
}
