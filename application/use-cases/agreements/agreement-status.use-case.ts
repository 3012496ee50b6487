import type { AgreementStatus } from '../../../wire/agreement.wire';
import type { SignatureRequestRecord } from '../../ports/signature-request.repository.port';
import type { ProviderCompletion } from './provider-completion';
import type { AgreementsPorts } from './agreements.ports';

export type AgreementStatusDeps = Pick<AgreementsPorts, 'profiles' | 'requests' | 'eSignature' | 'clock'> & {
  providerCompletion: ProviderCompletion;
};

/**
 * The artist's latest signature request, polled (the fallback to the provider's callback): a request the provider
 * has finished is finished here first. While the provider cannot be reached, our own row answers.
 */
export class AgreementStatusUseCase {
  constructor(private readonly deps: AgreementStatusDeps) {}

  async execute(artistId: string): Promise<AgreementStatus> {
    const { requests, eSignature } = this.deps;
    await requests.expireDue(artistId, this.deps.clock.now());
    let latest = await requests.latestForArtist(artistId);
    if (latest?.status === 'awaiting_signature' && latest.providerRequestId) {
      const awaiting = latest;
      latest = await this.deps.providerCompletion.settle(awaiting).catch(() => awaiting);
    }
    const profile = await this.deps.profiles.find(artistId);
    return {
      signatureId: latest?.id ?? null,
      status: latest?.status ?? null,
      signUrl: latest?.status === 'awaiting_signature' ? await this.signUrlOf(latest) : null,
      expiresAt: latest?.expiresAt.toISOString() ?? null,
      completedAt: latest?.completedAt?.toISOString() ?? null,
      hasSignedAgreement: profile?.hasSignedAgreement ?? false,
      signedPdfSha256: latest?.status === 'signed' ? latest.pdfSha256 : null,
      signing: eSignature.signingClient,
    };
  }

  private async signUrlOf(request: SignatureRequestRecord): Promise<string | null> {
    return request.signUrl ?? (await this.deps.eSignature.signUrlFor?.(request.id)) ?? null;
  }
}
