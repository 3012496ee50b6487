import type {
  CreatedSignatureRequest,
  ESignature,
  SignatureEvent,
  SignatureRequestInput,
  SigningClient,
} from '../../application/ports/e-signature.port';
import type { SignatureStatus } from '../../domain/agreement';
import { type RetryPolicy, retryPolicy } from '../http/retry-policy';
import { DropboxSignApiClient } from './dropbox-sign-api.client';
import { DropboxSignError } from './dropbox-sign.errors';
import { readDropboxSignEvent } from './dropbox-sign.events';
import type { DropboxSignRequest, DropboxSignRequestAnswer, DropboxSignUrlAnswer } from './dropbox-sign-api.types';

export interface DropboxSignConfig {
  apiKey: string;
  clientId: string;
  templateId: string;
  apiUrl: string;
  testMode: boolean;
}

/** The template's signer role for the artist; our metadata key for the signature_requests id. */
export const DROPBOX_SIGN_SIGNER_ROLE = 'Artist';
export const DROPBOX_SIGN_METADATA_KEY = 'portal_request_id';

/** ESIGN_ADAPTER=dropbox-sign: an embedded signature request from our agreement template. */
export class DropboxSignESignature implements ESignature {
  readonly adapterName = 'dropbox-sign';
  readonly signingClient: SigningClient;
  private readonly api: DropboxSignApiClient;
  private readonly now: () => number;
  private readonly signerRole: string;

  constructor(
    private readonly config: DropboxSignConfig,
    options: { retry?: Partial<RetryPolicy>; now?: () => number; signerRole?: string } = {},
  ) {
    this.api = new DropboxSignApiClient(config.apiUrl, config.apiKey, retryPolicy(options.retry), options.now);
    this.now = options.now ?? Date.now;
    this.signerRole = options.signerRole ?? DROPBOX_SIGN_SIGNER_ROLE;
    this.signingClient = { mode: 'embedded', provider: 'dropbox-sign', clientId: config.clientId, testMode: config.testMode };
  }

  /** The template carries the agreement text, so input.documentText is not sent. */
  async create(input: SignatureRequestInput): Promise<CreatedSignatureRequest> {
    const { signature_request: request } = await this.api.call<DropboxSignRequestAnswer>(
      'POST',
      '/signature_request/create_embedded_with_template',
      {
        client_id: this.config.clientId,
        template_ids: [this.config.templateId],
        title: input.title,
        subject: input.title,
        signers: [{ role: this.signerRole, name: input.signerName, email_address: input.signerEmail }],
        metadata: { [DROPBOX_SIGN_METADATA_KEY]: input.requestId },
        allow_decline: true,
        test_mode: this.config.testMode,
      },
    );
    // A sign_url expires within minutes and works once: it is asked for again each time the artist opens signing.
    const signUrl = await this.signUrlOf(request);
    return { providerRequestId: request.signature_request_id, signUrl, storeSignUrl: false };
  }

  async freshSignUrl(providerRequestId: string): Promise<string> {
    return this.signUrlOf(await this.request(providerRequestId));
  }

  /** The merged PDF of a completed request; the provider answers 409 while it is still preparing the files. */
  signedPdf(providerRequestId: string): Promise<Uint8Array> {
    return this.api.download(`/signature_request/files/${encodeURIComponent(providerRequestId)}?file_type=pdf`, 'application/pdf');
  }

  readEvent(body: string): SignatureEvent {
    return readDropboxSignEvent(this.config.apiKey, body);
  }

  async status(providerRequestId: string): Promise<SignatureStatus | undefined> {
    return signatureStatus(await this.request(providerRequestId), this.now());
  }

  private async request(providerRequestId: string): Promise<DropboxSignRequest> {
    const path = `/signature_request/${encodeURIComponent(providerRequestId)}`;
    return (await this.api.call<DropboxSignRequestAnswer>('GET', path)).signature_request;
  }

  private async signUrlOf(request: DropboxSignRequest): Promise<string> {
    const signature = request.signatures.find((s) => s.signer_role === this.signerRole) ?? request.signatures[0];
    if (!signature)
      throw new DropboxSignError('no_signer', 200, `Dropbox Sign created request ${request.signature_request_id} without a signer`);
    const path = `/embedded/sign_url/${encodeURIComponent(signature.signature_id)}`;
    return (await this.api.call<DropboxSignUrlAnswer>('GET', path)).embedded.sign_url;
  }
}

/** Declined wins over everything; then complete; then expired (by the signer's status or the request's date). */
export function signatureStatus(request: DropboxSignRequest, nowMs: number): SignatureStatus {
  const codes = request.signatures.map((s) => s.status_code);
  if (request.is_declined || codes.includes('declined')) return 'declined';
  if (request.is_complete || (codes.length > 0 && codes.every((c) => c === 'signed'))) return 'signed';
  if (codes.includes('expired') || (request.expires_at != null && request.expires_at * 1000 <= nowMs)) return 'expired';
  return 'awaiting_signature';
}
