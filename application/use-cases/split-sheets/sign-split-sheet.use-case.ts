import { submissionTitle } from '../../../domain/dashboard';
import type { SigningClient } from '../../../wire/agreement.wire';
import { isAnswerable, sheetDocumentText, SPLIT_SHEET_MESSAGES } from '../../../domain/split-sheets';
import { AnswerSplitSheetUseCase, type AnswerSplitSheetDeps } from './answer-split-sheet.use-case';
import { documentHash } from './collaborator-page.use-case';
import { openSplitLink } from './split-link';
import { SplitInputError, SplitLinkError } from './split-sheets.errors';
import type { SplitSheetsPorts } from './split-sheets.ports';

export type SignSplitSheetDeps = AnswerSplitSheetDeps & Pick<SplitSheetsPorts, 'eSignature' | 'splitSignatures'>;

/**
 * Agreeing through the label's e-signature provider (Dropbox Sign embedded): the collaborator opens the provider's
 * signer on their page; its signed callback, read back from the provider, answers their open shares as agreed.
 */
export class SignSplitSheetUseCase {
  private readonly answers: AnswerSplitSheetUseCase;

  constructor(private readonly deps: SignSplitSheetDeps) {
    this.answers = new AnswerSplitSheetUseCase(deps);
  }

  /** A fresh embedded sign link for the sheet text the person reads (one provider request per person and text). */
  async open(token: string, documentSha256: string): Promise<{ signUrl: string; signing: SigningClient }> {
    const d = this.deps;
    if (d.eSignature.signingClient.mode !== 'embedded' || !d.eSignature.freshSignUrl)
      throw new SplitLinkError(SPLIT_SHEET_MESSAGES.signHere, 'not_found');
    const { link, consents } = await openSplitLink(d, token);
    if (!consents.some((c) => c.state === 'asked' || c.state === 'opened'))
      throw new SplitLinkError(SPLIT_SHEET_MESSAGES.alreadyAnswered, 'conflict');
    const current = await this.currentHash(link.submissionId, consents);
    if (documentSha256 !== current.sha256) throw new SplitInputError(SPLIT_SHEET_MESSAGES.sheetChanged);
    const existing = await d.splitSignatures.latestFor(link.submissionId, link.email, current.sha256);
    if (existing) return { signUrl: await d.eSignature.freshSignUrl(existing.providerRequestId), signing: d.eSignature.signingClient };
    const created = await d.eSignature.create({
      requestId: `split-sheet:${link.submissionId}`,
      signerName: consents[0].name,
      signerEmail: link.email,
      title: `Split sheet: ${current.releaseTitle}`,
      documentText: current.text,
      expiresAt: link.expiresAt,
    });
    await d.splitSignatures.add({
      submissionId: link.submissionId,
      email: link.email,
      adapter: d.eSignature.adapterName,
      providerRequestId: created.providerRequestId,
      documentSha256: current.sha256,
      createdAt: d.clock.now(),
    });
    return { signUrl: created.signUrl, signing: d.eSignature.signingClient };
  }

  /**
   * The provider's callback named this request: true when it is a split sheet's. Signed at the provider (read back,
   * not taken from the event) and for the sheet text still current → the person's open shares are agreed.
   */
  async settle(adapter: string, providerRequestId: string): Promise<boolean> {
    const d = this.deps;
    const request = await d.splitSignatures.findByProviderRequestId(adapter, providerRequestId);
    if (!request) return false;
    if ((await d.eSignature.status(providerRequestId)) !== 'signed') return true;
    const consents = await d.splitSheets.consents(request.submissionId, request.email);
    // Answered already (the provider sends signed, then all_signed; a retry repeats them): the work is done.
    if (!consents.some((c) => isAnswerable(c.state))) return true;
    // A sheet that changed after the request was made was not what they signed: they are asked to sign the new one.
    if ((await this.currentHash(request.submissionId, consents)).sha256 !== request.documentSha256) return true;
    await this.answers
      .recordAgreement(request.submissionId, request.email, {
        signedName: consents[0].name,
        documentSha256: request.documentSha256,
        signer: { ip: adapter, userAgent: `${adapter} request ${providerRequestId}` },
      })
      .catch((error: unknown) => {
        // Two deliveries of one event at once: the other answered them.
        if (!(error instanceof SplitLinkError)) throw error;
      });
    return true;
  }

  private async currentHash(submissionId: string, consents: readonly { trackKey: string }[]) {
    const d = this.deps;
    const submission = await d.submissions.find(submissionId);
    const keys = new Set(consents.map((c) => c.trackKey));
    const sheets = (await d.splitSheets.currentSheets(submissionId)).filter((s) => keys.has(s.trackKey));
    const releaseTitle = submissionTitle(submission?.releaseTitle ?? '');
    const sha256 = documentHash((t) => d.documents.sha256(t), releaseTitle, sheets);
    return { sha256, releaseTitle, text: sheetDocumentText(releaseTitle, sheets) };
  }
}
