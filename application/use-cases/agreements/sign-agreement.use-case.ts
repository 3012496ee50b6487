import { SIGNING_PAGE_MESSAGES } from '../../../domain/agreement';
import type { SignatureRequestRecord } from '../../ports/signature-request.repository.port';
import type { AgreementCompletion, SigningEvidence } from './agreement-completion';
import { SigningInputError, SigningLinkError } from './agreements.errors';
import type { AgreementsPorts } from './agreements.ports';

export type SignAgreementDeps = Pick<AgreementsPorts, 'requests' | 'tokens' | 'clock'> & { completion: AgreementCompletion };

/** Where the signer's answer came from, kept as evidence with it. */
export type Signer = Pick<SigningEvidence, 'ip' | 'userAgent'>;

export interface SigningInput extends Signer {
  fullName: string;
  consent: boolean;
  documentSha256: string;
}

/** The built-in signer: open the request behind a sign-link token, then sign or decline it. */
export class SignAgreementUseCase {
  constructor(private readonly deps: SignAgreementDeps) {}

  /** The request behind a sign-link token, still awaiting and not expired. */
  async open(token: string): Promise<SignatureRequestRecord> {
    const { requests, tokens, clock } = this.deps;
    const request = await requests.findBySignTokenHash(tokens.digest(token));
    if (!request) throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkInvalid, 'not_found');
    if (request.status === 'awaiting_signature' && clock.now() >= request.expiresAt) {
      await requests.complete(request.id, 'expired', null);
      throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkExpired, 'gone');
    }
    if (request.status === 'expired') throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkExpired, 'gone');
    if (request.status !== 'awaiting_signature') throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkInvalid, 'conflict');
    return request;
  }

  async sign(token: string, input: SigningInput): Promise<SignatureRequestRecord> {
    const request = await this.open(token);
    const fullName = input.fullName.trim().replace(/\s+/g, ' ');
    if (!fullName) throw new SigningInputError(SIGNING_PAGE_MESSAGES.nameRequired);
    if (fullName.toLowerCase() !== request.signerName.trim().replace(/\s+/g, ' ').toLowerCase())
      throw new SigningInputError(SIGNING_PAGE_MESSAGES.nameMismatch);
    if (!input.consent) throw new SigningInputError(SIGNING_PAGE_MESSAGES.consentRequired);
    if (input.documentSha256 !== request.documentSha256) throw new SigningInputError(SIGNING_PAGE_MESSAGES.documentChanged);
    return this.finish(request, 'signed', { signedName: fullName, ip: input.ip, userAgent: input.userAgent });
  }

  async decline(token: string, signer: Signer): Promise<SignatureRequestRecord> {
    const request = await this.open(token);
    return this.finish(request, 'declined', { signedName: '', ip: signer.ip, userAgent: signer.userAgent });
  }

  private async finish(
    request: SignatureRequestRecord,
    outcome: 'signed' | 'declined',
    evidence: Omit<SigningEvidence, 'at'>,
  ): Promise<SignatureRequestRecord> {
    await this.deps.completion.finish(request, outcome, { ...evidence, at: this.deps.clock.now() });
    return (await this.deps.requests.find(request.id)) as SignatureRequestRecord;
  }
}
