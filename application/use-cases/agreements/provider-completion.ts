import { isFinalSignatureStatus } from '../../../domain/agreement';
import type { SignatureRequestRecord } from '../../ports/signature-request.repository.port';
import type { AgreementCompletion } from './agreement-completion';
import { SigningLinkError } from './agreements.errors';
import type { AgreementsPorts } from './agreements.ports';

/** The durable job that settles a provider's request and fetches its signed PDF. */
export const SETTLE_JOB = 'agreements.settle-provider-request';

export type ProviderCompletionDeps = Pick<AgreementsPorts, 'requests' | 'eSignature' | 'jobs'> & { completion: AgreementCompletion };

/**
 * Ends a request the provider has finished, whoever noticed first (its callback or the artist's status read). A signed
 * request keeps the provider's PDF: fetched at once, or by a durable job when the provider cannot give it yet.
 */
export class ProviderCompletion {
  constructor(private readonly deps: ProviderCompletionDeps) {}

  /** Records the provider's final status and its PDF; what cannot be fetched now is left to the durable job. */
  async settle(request: SignatureRequestRecord): Promise<SignatureRequestRecord> {
    const current = await this.settleStatus(request);
    if (this.lacksPdf(current)) await this.queue(current.id);
    return current;
  }

  /** Leaves the whole of it to the job (the provider could not be reached when its callback came). */
  async queue(requestId: string): Promise<void> {
    await this.deps.jobs.enqueue({ kind: SETTLE_JOB, payload: { requestId }, dedupeKey: requestId });
  }

  /** The job: throws while the provider cannot answer or give the PDF, so the job is tried again later. */
  async runJob(requestId: string): Promise<void> {
    const found = await this.deps.requests.find(requestId);
    if (!found) return;
    const request = await this.settleStatus(found);
    const { signedPdf } = this.deps.eSignature;
    if (!this.lacksPdf(request) || !request.providerRequestId || !signedPdf) return;
    await this.deps.completion.attachProviderPdf(request.id, await signedPdf.call(this.deps.eSignature, request.providerRequestId));
  }

  /** Reads the provider's status (never an event's word for it) and records a final one; the row as it then is. */
  private async settleStatus(request: SignatureRequestRecord): Promise<SignatureRequestRecord> {
    if (request.status !== 'awaiting_signature' || !request.providerRequestId) return request;
    const remote = await this.deps.eSignature.status(request.providerRequestId);
    if (!remote || !isFinalSignatureStatus(remote)) return request;
    const pdf = remote === 'signed' ? await this.tryPdf(request.providerRequestId) : undefined;
    await this.finishOnce(request, remote, pdf);
    return (await this.deps.requests.find(request.id)) ?? request;
  }

  private lacksPdf(request: SignatureRequestRecord): boolean {
    return request.status === 'signed' && request.pdfSha256 === null && Boolean(this.deps.eSignature.signedPdf);
  }

  private async tryPdf(providerRequestId: string): Promise<Uint8Array | undefined> {
    try {
      return await this.deps.eSignature.signedPdf?.(providerRequestId);
    } catch {
      return undefined; // queued below: the request is signed whether or not its PDF came with it
    }
  }

  /** The callback and a status read may finish the same request at once: the second finds it done. */
  private async finishOnce(request: SignatureRequestRecord, status: 'signed' | 'declined' | 'expired', pdf?: Uint8Array) {
    try {
      await this.deps.completion.finish(request, status, null, pdf);
    } catch (error) {
      if (!(error instanceof SigningLinkError)) throw error;
    }
  }
}
