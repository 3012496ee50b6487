import { AGREEMENT_TITLE, isFinalSignatureStatus, SIGNING_PAGE_MESSAGES, type SignatureStatus } from '../../../domain/agreement';
import type { SignatureRequestRecord, StoredSignedPdf } from '../../ports/signature-request.repository.port';
import { SigningLinkError } from './agreements.errors';
import type { AgreementsPorts } from './agreements.ports';

const PDF_MAX_BYTES = 10 * 1024 * 1024;
// Named by content too: two finishers racing (a provider's callback and a status read) never share a file.
const signedPdfKey = (requestId: string, sha256: string) => `agreements/signed/${requestId}-${sha256.slice(0, 16)}.pdf`;

export interface SigningEvidence {
  signedName: string;
  ip: string;
  userAgent: string;
  at: Date;
}

export type AgreementCompletionDeps = Pick<AgreementsPorts, 'profiles' | 'requests' | 'documents' | 'unitOfWork' | 'pdfStorage'>;

/** Ends a signature request (signed on our page or at the provider, declined, expired): the PDF, the row, the profile. */
export class AgreementCompletion {
  constructor(private readonly deps: AgreementCompletionDeps) {}

  /** `providerPdf`: the document as a provider signed it; else our own page's signing renders one from the evidence. */
  async finish(
    request: SignatureRequestRecord,
    status: SignatureStatus,
    evidence: SigningEvidence | null,
    providerPdf?: Uint8Array,
  ): Promise<void> {
    if (!isFinalSignatureStatus(status)) return;
    const { requests, profiles, pdfStorage } = this.deps;
    const fromProvider = status === 'signed' && providerPdf ? this.fingerprinted(providerPdf) : undefined;
    const pdf =
      fromProvider ??
      (status === 'signed' && evidence
        ? await this.deps.documents.renderSigned({
            title: AGREEMENT_TITLE,
            documentText: request.documentText,
            documentSha256: request.documentSha256,
            signedName: evidence.signedName,
            signerEmail: request.signerEmail,
            signedAt: evidence.at,
            ip: evidence.ip,
            userAgent: evidence.userAgent,
            requestId: request.id,
          })
        : undefined);
    const stored = pdf && (await this.storePdf(request.id, pdf));
    try {
      await this.deps.unitOfWork.run(async () => {
        const done = await requests.complete(request.id, status, evidence, stored);
        if (!done) throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkInvalid, 'conflict');
        if (status === 'signed') await profiles.markAgreementSigned(request.artistId, request.id);
      });
    } catch (error) {
      // Nothing half-written: a PDF whose signing did not commit is removed again (unless the winner's is the same file).
      if (stored?.key && pdfStorage && (await requests.find(request.id))?.pdfKey !== stored.key) await pdfStorage.delete(stored.key);
      throw error;
    }
  }

  private fingerprinted(bytes: Uint8Array): { bytes: Buffer; sha256: string } {
    return { bytes: Buffer.from(bytes), sha256: this.deps.documents.sha256(bytes) };
  }

  /** A provider's PDF that arrives after the request was marked signed: stored, then recorded on the row once. */
  async attachProviderPdf(requestId: string, bytes: Uint8Array): Promise<void> {
    const stored = await this.storePdf(requestId, this.fingerprinted(bytes));
    const attached = await this.deps.requests.attachPdf(requestId, stored);
    const kept = (await this.deps.requests.find(requestId))?.pdfKey === stored.key;
    if (!attached && !kept && stored.key && this.deps.pdfStorage) await this.deps.pdfStorage.delete(stored.key);
  }

  /** Puts the signed PDF in file storage first; the row then records only its key and SHA-256. */
  private async storePdf(requestId: string, pdf: { bytes: Buffer; sha256: string }): Promise<StoredSignedPdf> {
    const { pdfStorage } = this.deps;
    if (!pdfStorage) return { key: null, sha256: pdf.sha256, bytes: pdf.bytes };
    const key = signedPdfKey(requestId, pdf.sha256);
    await pdfStorage.put(key, pdf.bytes, { contentType: 'application/pdf', maxBytes: PDF_MAX_BYTES });
    return { key, sha256: pdf.sha256, bytes: null };
  }
}
