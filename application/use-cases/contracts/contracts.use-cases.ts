import { AGREEMENT_TITLE, artistAgreementText, SIGNING_PAGE_MESSAGES, type SignatureStatus } from '../../../domain/contract';
import { formatLongDate } from '../../../domain/shared';
import type { ArtistProfileRepository } from '../../ports/artist-profile.repository.port';
import type { Clock } from '../../ports/clock.port';
import type { ContractDocuments } from '../../ports/contract-document.port';
import type { ESignature } from '../../ports/e-signature.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import {
  ContractAlreadySignedError,
  ContractForbiddenError,
  ContractInFlightError,
  SignedPdfIntegrityError,
  SigningInputError,
  SigningLinkError,
} from './contracts.errors';
import {
  SignatureInFlightError,
  type SignatureRequestRecord,
  type SignatureRequestRepository,
} from '../../ports/signature-request.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';

export * from './contracts.errors';

const PDF_MAX_BYTES = 10 * 1024 * 1024;
const signedPdfKey = (requestId: string) => `contracts/signed/${requestId}.pdf`;

export interface CreateContractClaims {
  artistId?: string;
  artistName?: string;
  artistEmail?: string;
}

export interface ContractStatusView {
  signatureId: string | null;
  status: SignatureStatus | null;
  signUrl: string | null;
  expiresAt: string | null;
  completedAt: string | null;
  hasSignedContract: boolean;
  /** SHA-256 (hex) of the signed PDF as recorded at signing; the download must match it. */
  signedPdfSha256: string | null;
}

/** Artist agreements: create (one in flight), poll, and the built-in signer's open/sign/decline. */
export class Contracts {
  constructor(
    private readonly profiles: ArtistProfileRepository,
    private readonly requests: SignatureRequestRepository,
    private readonly eSignature: ESignature,
    private readonly documents: ContractDocuments,
    private readonly tokens: OpaqueTokens,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly signLinkHours: number,
    /** Where signed PDFs are kept; without it they stay in the signature_requests row. */
    private readonly pdfStorage?: FileStorage,
  ) {}

  /** The artist is the session's; the body's artistId/name/email (artist-portal §7) must agree with it. */
  async create(artistId: string, claims: CreateContractClaims): Promise<SignatureRequestRecord> {
    const artist = await this.profiles.find(artistId);
    if (!artist) throw new ContractForbiddenError(SIGNING_PAGE_MESSAGES.notOwnAccount);
    const idMatches =
      !claims.artistId ||
      [artist.artistId, artist.artistCode.toUpperCase()].includes(claims.artistId.trim().toUpperCase()) ||
      claims.artistId === artist.artistId;
    const emailMatches = !claims.artistEmail || claims.artistEmail.trim().toLowerCase() === artist.email.toLowerCase();
    if (!idMatches || !emailMatches) throw new ContractForbiddenError(SIGNING_PAGE_MESSAGES.notOwnAccount);
    if (artist.hasSignedContract) throw new ContractAlreadySignedError();
    const now = this.clock.now();
    await this.requests.expireDue(artistId, now);
    const legalName = artist.name || `${artist.firstName} ${artist.surname}`.trim() || artist.artistName;
    const documentText = artistAgreementText({
      artistName: artist.artistName || legalName,
      legalName,
      email: artist.email,
      issuedOn: formatLongDate(now),
    });
    const expiresAt = new Date(now.getTime() + this.signLinkHours * 3_600_000);
    let created: { id: string };
    let signUrl: string;
    try {
      created = await this.requests.create({
        artistId,
        adapter: this.eSignature.adapterName,
        signerName: legalName,
        signerEmail: artist.email,
        documentText,
        documentSha256: this.documents.sha256(documentText),
        createdAt: now,
        expiresAt,
      });
    } catch (error) {
      if (error instanceof SignatureInFlightError) throw new ContractInFlightError();
      throw error;
    }
    try {
      const sent = await this.eSignature.create({
        requestId: created.id,
        signerName: legalName,
        signerEmail: artist.email,
        title: AGREEMENT_TITLE,
        documentText,
        expiresAt,
      });
      signUrl = sent.signUrl;
      await this.requests.attachProvider(
        created.id,
        sent.providerRequestId,
        sent.storeSignUrl === false ? null : sent.signUrl,
        sent.signTokenHash ?? null,
      );
    } catch (error) {
      // A request that never reached the signer must not block the next attempt.
      await this.requests.complete(created.id, 'expired', null);
      throw error;
    }
    return { ...((await this.requests.find(created.id)) as SignatureRequestRecord), signUrl };
  }

  async status(artistId: string): Promise<ContractStatusView> {
    await this.requests.expireDue(artistId, this.clock.now());
    let latest = await this.requests.latestForArtist(artistId);
    if (latest?.status === 'awaiting_signature' && latest.providerRequestId) {
      const remote = await this.eSignature.status(latest.providerRequestId);
      if (remote && remote !== 'awaiting_signature') {
        await this.finish(latest, remote, null);
        latest = await this.requests.find(latest.id);
      }
    }
    const profile = await this.profiles.find(artistId);
    return {
      signatureId: latest?.id ?? null,
      status: latest?.status ?? null,
      signUrl: latest?.status === 'awaiting_signature' ? await this.signUrlOf(latest) : null,
      expiresAt: latest?.expiresAt.toISOString() ?? null,
      completedAt: latest?.completedAt?.toISOString() ?? null,
      hasSignedContract: profile?.hasSignedContract ?? false,
      signedPdfSha256: latest?.status === 'signed' ? latest.pdfSha256 : null,
    };
  }

  private async signUrlOf(request: SignatureRequestRecord): Promise<string | null> {
    return request.signUrl ?? (await this.eSignature.signUrlFor?.(request.id)) ?? null;
  }

  /** The built-in signing page: the request behind a sign-link token, still awaiting and not expired. */
  async openSigningLink(token: string): Promise<SignatureRequestRecord> {
    const request = await this.requests.findBySignTokenHash(this.tokens.digest(token));
    if (!request) throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkInvalid, 'not_found');
    if (request.status === 'awaiting_signature' && this.clock.now() >= request.expiresAt) {
      await this.requests.complete(request.id, 'expired', null);
      throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkExpired, 'gone');
    }
    if (request.status === 'expired') throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkExpired, 'gone');
    if (request.status !== 'awaiting_signature') throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkInvalid, 'conflict');
    return request;
  }

  async sign(
    token: string,
    input: { fullName: string; consent: boolean; documentSha256: string; ip: string; userAgent: string },
  ): Promise<SignatureRequestRecord> {
    const request = await this.openSigningLink(token);
    const fullName = input.fullName.trim().replace(/\s+/g, ' ');
    if (!fullName) throw new SigningInputError(SIGNING_PAGE_MESSAGES.nameRequired);
    if (fullName.toLowerCase() !== request.signerName.trim().replace(/\s+/g, ' ').toLowerCase())
      throw new SigningInputError(SIGNING_PAGE_MESSAGES.nameMismatch);
    if (!input.consent) throw new SigningInputError(SIGNING_PAGE_MESSAGES.consentRequired);
    if (input.documentSha256 !== request.documentSha256) throw new SigningInputError(SIGNING_PAGE_MESSAGES.documentChanged);
    await this.finish(request, 'signed', { signedName: fullName, ip: input.ip, userAgent: input.userAgent, at: this.clock.now() });
    return (await this.requests.find(request.id)) as SignatureRequestRecord;
  }

  async decline(token: string, input: { ip: string; userAgent: string }): Promise<SignatureRequestRecord> {
    const request = await this.openSigningLink(token);
    await this.finish(request, 'declined', { signedName: '', ip: input.ip, userAgent: input.userAgent, at: this.clock.now() });
    return (await this.requests.find(request.id)) as SignatureRequestRecord;
  }

  async signedPdf(artistId: string, signatureId: string): Promise<Buffer | undefined> {
    const request = await this.requests.find(signatureId);
    if (!request || request.artistId !== artistId || request.status !== 'signed') return undefined;
    if (!request.pdfKey || !this.pdfStorage) return this.requests.readPdf(signatureId);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.pdfStorage.read(request.pdfKey)) chunks.push(Buffer.from(chunk as Uint8Array));
    const bytes = Buffer.concat(chunks);
    if (request.pdfSha256 && this.documents.sha256(bytes) !== request.pdfSha256)
      throw new SignedPdfIntegrityError('The stored agreement does not match its recorded fingerprint');
    return bytes;
  }

  /** Puts the signed PDF in file storage first; the row then records only its key and SHA-256. */
  private async storePdf(
    requestId: string,
    pdf: { bytes: Buffer; sha256: string },
  ): Promise<{ key: string | null; sha256: string; bytes: Buffer | null }> {
    if (!this.pdfStorage) return { key: null, sha256: pdf.sha256, bytes: pdf.bytes };
    const key = signedPdfKey(requestId);
    await this.pdfStorage.put(key, pdf.bytes, { contentType: 'application/pdf', maxBytes: PDF_MAX_BYTES });
    return { key, sha256: pdf.sha256, bytes: null };
  }

  private async finish(
    request: SignatureRequestRecord,
    status: SignatureStatus,
    evidence: { signedName: string; ip: string; userAgent: string; at: Date } | null,
  ) {
    if (status === 'awaiting_signature') return;
    const pdf =
      status === 'signed' && evidence
        ? await this.documents.renderSigned({
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
        : undefined;
    const stored = pdf && (await this.storePdf(request.id, pdf));
    try {
      await this.unitOfWork.run(async () => {
        const done = await this.requests.complete(request.id, status, evidence, stored);
        if (!done) throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkInvalid, 'conflict');
        if (status === 'signed') await this.profiles.markContractSigned(request.artistId, request.id);
      });
    } catch (error) {
      // Nothing half-written: a PDF whose signing did not commit is removed again.
      if (stored?.key && this.pdfStorage) await this.pdfStorage.delete(stored.key);
      throw error;
    }
  }
}
