import type { ReleaseSplitSheets } from '../../../wire/split-sheet.wire';
import { approvalCheck, splitsColumn } from '../../../domain/split-sheets';
import { AppError } from '../../errors/app-error';
import { ownSubmission } from '../profile/own-submission';
import type { SplitSheetsPorts } from './split-sheets.ports';

export type ReleaseSplitSheetsDeps = Pick<SplitSheetsPorts, 'splitSheets' | 'settings' | 'reviews'>;

/** Where a release's split sheets stand, per track and person (the desk's panel, the artist's view, the board column). */
export class ReleaseSplitSheetsUseCase {
  constructor(private readonly deps: ReleaseSplitSheetsDeps) {}

  async view(submissionId: string): Promise<ReleaseSplitSheets> {
    const { splitSheets, settings } = this.deps;
    const sheets = await splitSheets.currentSheets(submissionId);
    const consents = await splitSheets.consents(submissionId);
    const title = (key: string) => sheets.find((s) => s.trackKey === key)?.title ?? '';
    return {
      summary: splitsColumn(consents.map((c) => c.state)),
      consent: settings.consent,
      warning: approvalCheck(settings.consent, consents).warning,
      tracks: sheets.map(({ trackKey, title: t, isrc, audioSha256, version, shares }) => ({
        trackKey,
        title: t,
        isrc,
        audioSha256,
        version,
        shares,
      })),
      consents: consents.map((c) => ({
        consentId: c.id,
        trackKey: c.trackKey,
        trackTitle: title(c.trackKey),
        sheetVersion: c.sheetVersion,
        name: c.name,
        email: c.email,
        state: c.state,
        answeredVersion: c.answeredVersion,
        askedAt: c.askedAt.toISOString(),
        openedAt: c.openedAt?.toISOString() ?? null,
        answeredAt: c.answeredAt?.toISOString() ?? null,
        declineReason: c.declineReason,
        offlineNote: c.offlineNote,
        markedBy: c.markedBy,
      })),
    };
  }

  /** The artist's own release only; another's answers as an unknown one. */
  async forArtist(artistId: string, submissionId: string): Promise<ReleaseSplitSheets> {
    await ownSubmission(this.deps.reviews, artistId, submissionId);
    return this.view(submissionId);
  }

  /** The board's and queue's column: 'all agreed', 'n waiting', 'declined' ('' before anyone was asked). */
  async column(submissionId: string): Promise<string> {
    return splitsColumn((await this.deps.splitSheets.consents(submissionId)).map((c) => c.state));
  }

  /** Called by approval, in its transaction: under SPLIT_CONSENT=block, refused naming who has not agreed. */
  async checkApproval(submissionId: string): Promise<void> {
    const check = approvalCheck(this.deps.settings.consent, await this.deps.splitSheets.consents(submissionId));
    if (!check.allowed) throw new AppError('conflict', check.warning ?? '');
  }
}
