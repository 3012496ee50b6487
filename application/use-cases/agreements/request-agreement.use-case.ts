import type { CreateAgreementRequest } from '../../../wire/agreement.wire';
import { AGREEMENT_TITLE, artistAgreementText, SIGNING_PAGE_MESSAGES } from '../../../domain/agreement';
import { formatLongDate } from '../../../domain/shared';
import type { ArtistProfileRecord } from '../../ports/artist-profile.repository.port';
import type { SigningClient } from '../../ports/e-signature.port';
import { SignatureInFlightError, type SignatureRequestRecord } from '../../ports/signature-request.repository.port';
import { AgreementAlreadySignedError, AgreementForbiddenError, AgreementInFlightError } from './agreements.errors';
import type { AgreementsPorts } from './agreements.ports';

export type RequestAgreementDeps = Pick<AgreementsPorts, 'profiles' | 'requests' | 'eSignature' | 'documents' | 'clock'> & {
  signLinkHours: number;
};

/** The artist starts signing the agreement: one request in flight, written first, then sent to the signer. */
export class RequestAgreementUseCase {
  constructor(private readonly deps: RequestAgreementDeps) {}

  /**
   * The artist is the session's; the body's artistId/name/email (artist-portal §7) must agree with it. Answers the
   * request with how the web shows the signer.
   */
  async execute(artistId: string, claims: CreateAgreementRequest): Promise<SignatureRequestRecord & { signing: SigningClient }> {
    const { requests, eSignature, clock } = this.deps;
    const artist = await this.deps.profiles.find(artistId);
    if (!artist || !claimsMatch(artist, claims)) throw new AgreementForbiddenError(SIGNING_PAGE_MESSAGES.notOwnAccount);
    if (artist.hasSignedAgreement) throw new AgreementAlreadySignedError();
    const now = clock.now();
    await requests.expireDue(artistId, now);
    const legalName = artist.name || `${artist.firstName} ${artist.surname}`.trim() || artist.artistName;
    const documentText = artistAgreementText({
      artistName: artist.artistName || legalName,
      legalName,
      email: artist.email,
      issuedOn: formatLongDate(now),
    });
    const expiresAt = new Date(now.getTime() + this.deps.signLinkHours * 3_600_000);
    let created: { id: string };
    let signUrl: string;
    try {
      created = await requests.create({
        artistId,
        adapter: eSignature.adapterName,
        signerName: legalName,
        signerEmail: artist.email,
        documentText,
        documentSha256: this.deps.documents.sha256(documentText),
        createdAt: now,
        expiresAt,
      });
    } catch (error) {
      if (error instanceof SignatureInFlightError) throw new AgreementInFlightError();
      throw error;
    }
    try {
      const sent = await eSignature.create({
        requestId: created.id,
        signerName: legalName,
        signerEmail: artist.email,
        title: AGREEMENT_TITLE,
        documentText,
        expiresAt,
      });
      signUrl = sent.signUrl;
      await requests.attachProvider(
        created.id,
        sent.providerRequestId,
        sent.storeSignUrl === false ? null : sent.signUrl,
        sent.signTokenHash ?? null,
      );
    } catch (error) {
      // A request that never reached the signer must not block the next attempt.
      await requests.complete(created.id, 'expired', null);
      throw error;
    }
    return { ...((await requests.find(created.id)) as SignatureRequestRecord), signUrl, signing: eSignature.signingClient };
  }
}

function claimsMatch(artist: ArtistProfileRecord, claims: CreateAgreementRequest): boolean {
  const idMatches =
    !claims.artistId ||
    [artist.artistId, artist.artistCode.toUpperCase()].includes(claims.artistId.trim().toUpperCase()) ||
    claims.artistId === artist.artistId;
  const emailMatches = !claims.artistEmail || claims.artistEmail.trim().toLowerCase() === artist.email.toLowerCase();
  return idMatches && emailMatches;
}
