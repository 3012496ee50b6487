import { AGREEMENT_MESSAGES, SIGNING_PAGE_MESSAGES } from '../../../domain/agreement';
import { AppError } from '../../errors/app-error';
import type { SigningClient } from '../../ports/e-signature.port';
import type { SignatureRequestRecord } from '../../ports/signature-request.repository.port';
import { SigningLinkError } from './agreements.errors';
import type { ProviderCompletion } from './provider-completion';
import type { AgreementsPorts } from './agreements.ports';

export type OpenSigningDeps = Pick<AgreementsPorts, 'requests' | 'eSignature' | 'clock'> & { providerCompletion: ProviderCompletion };

/** The artist opens signing: a link for this opening (a provider's is asked for anew; it expires within minutes). */
export class OpenSigningUseCase {
  constructor(private readonly deps: OpenSigningDeps) {}

  async execute(artistId: string, signatureId: string): Promise<{ signUrl: string; signing: SigningClient }> {
    const { requests, eSignature } = this.deps;
    const request = await requests.find(signatureId);
    if (!request || request.artistId !== artistId) throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkInvalid, 'not_found');
    if (request.status === 'awaiting_signature' && this.deps.clock.now() >= request.expiresAt) {
      await requests.complete(request.id, 'expired', null);
      throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkExpired, 'gone');
    }
    if (request.status !== 'awaiting_signature') throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkInvalid, 'conflict');
    const signUrl = await this.linkOf(request);
    if (!signUrl) throw new SigningLinkError(AGREEMENT_MESSAGES.noSignUrl, 'not_found');
    return { signUrl, signing: eSignature.signingClient };
  }

  private async linkOf(request: SignatureRequestRecord): Promise<string | null> {
    const { eSignature } = this.deps;
    if (!eSignature.freshSignUrl || !request.providerRequestId)
      return request.signUrl ?? (await eSignature.signUrlFor?.(request.id)) ?? null;
    try {
      return await eSignature.freshSignUrl(request.providerRequestId);
    } catch {
      // Refused because it was signed or declined meanwhile: record that, and say the link is no longer valid.
      const settled = await this.deps.providerCompletion.settle(request).catch(() => request);
      if (settled.status !== 'awaiting_signature') throw new SigningLinkError(SIGNING_PAGE_MESSAGES.linkInvalid, 'conflict');
      throw new AppError('unavailable', AGREEMENT_MESSAGES.noSignUrl);
    }
  }
}
