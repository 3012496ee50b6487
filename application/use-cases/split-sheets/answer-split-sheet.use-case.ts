import { submissionTitle } from '../../../domain/dashboard';
import { DECLINE_REASON_MAX, SPLIT_SHEET_MESSAGES } from '../../../domain/split-sheets';
import { documentHash } from './collaborator-page.use-case';
import { DeclineNotice, type DeclineNoticeDeps } from './decline-notice';
import { openSplitLink } from './split-link';
import { refreshBoardJob } from './split-sheets.jobs';
import { SplitInputError, SplitLinkError } from './split-sheets.errors';
import type { SplitSheetsPorts } from './split-sheets.ports';

export type AnswerSplitSheetDeps = DeclineNoticeDeps & Pick<SplitSheetsPorts, 'tokens' | 'clock' | 'unitOfWork' | 'documents' | 'jobs'>;

export interface Signer {
  ip: string;
  userAgent: string;
}

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * A collaborator agrees (signing with the built-in signer: their typed name, consent, and the exact text shown) or
 * declines with a reason. Both answer every open consent of the person at once; the second of two answers gets 409.
 */
export class AnswerSplitSheetUseCase {
  private readonly declineNotice: DeclineNotice;

  constructor(private readonly deps: AnswerSplitSheetDeps) {
    this.declineNotice = new DeclineNotice(deps);
  }

  async agree(token: string, input: { fullName: string; consent: boolean; documentSha256: string }, signer: Signer): Promise<void> {
    const d = this.deps;
    const { link, consents } = await openSplitLink(d, token);
    const fullName = oneLine(input.fullName);
    if (!fullName) throw new SplitInputError(SPLIT_SHEET_MESSAGES.nameRequired);
    if (fullName.toLowerCase() !== oneLine(consents[0].name).toLowerCase()) throw new SplitInputError(SPLIT_SHEET_MESSAGES.nameMismatch);
    if (!input.consent) throw new SplitInputError(SPLIT_SHEET_MESSAGES.consentRequired);
    const submission = await d.submissions.find(link.submissionId);
    const keys = new Set(consents.map((c) => c.trackKey));
    const sheets = (await d.splitSheets.currentSheets(link.submissionId)).filter((s) => keys.has(s.trackKey));
    // The text the page showed (and hashed): its title as the page writes it, 'Untitled release' when blank.
    const expected = documentHash((t) => d.documents.sha256(t), submissionTitle(submission?.releaseTitle ?? ''), sheets);
    if (input.documentSha256 !== expected) throw new SplitInputError(SPLIT_SHEET_MESSAGES.sheetChanged);
    await this.recordAgreement(link.submissionId, link.email, { signedName: fullName, documentSha256: expected, signer });
  }

  /** Agrees every open share of the person, signed as given (here, or at the provider); 409 when answered already. */
  async recordAgreement(
    submissionId: string,
    email: string,
    signature: { signedName: string; documentSha256: string; signer: Signer },
  ): Promise<void> {
    const d = this.deps;
    const answered = await d.unitOfWork.run(async () => {
      const count = await d.splitSheets.answer(submissionId, email, {
        outcome: 'agreed',
        at: d.clock.now(),
        signedName: signature.signedName,
        signerIp: signature.signer.ip,
        signerUserAgent: signature.signer.userAgent,
        documentSha256: signature.documentSha256,
      });
      if (count > 0) await d.jobs.enqueue(refreshBoardJob(submissionId));
      return count;
    });
    if (answered === 0) throw new SplitLinkError(SPLIT_SHEET_MESSAGES.alreadyAnswered, 'conflict');
  }

  async decline(token: string, input: { reason: string }, signer: Signer): Promise<void> {
    const d = this.deps;
    const { link, consents } = await openSplitLink(d, token);
    const reason = input.reason.trim();
    if (!reason) throw new SplitInputError(SPLIT_SHEET_MESSAGES.reasonRequired);
    if (reason.length > DECLINE_REASON_MAX) throw new SplitInputError(SPLIT_SHEET_MESSAGES.reasonTooLong(DECLINE_REASON_MAX));
    await d.unitOfWork.run(async () => {
      const answered = await d.splitSheets.answer(link.submissionId, link.email, {
        outcome: 'declined',
        at: d.clock.now(),
        declineReason: reason,
        signerIp: signer.ip,
        signerUserAgent: signer.userAgent,
      });
      if (answered === 0) throw new SplitLinkError(SPLIT_SHEET_MESSAGES.alreadyAnswered, 'conflict');
      await d.jobs.enqueue(refreshBoardJob(link.submissionId));
      const open = consents.filter((c) => c.state === 'asked' || c.state === 'opened');
      await this.declineNotice.send(
        link.submissionId,
        consents[0].name,
        open.map((c) => c.trackKey),
        reason,
      );
    });
  }
}
