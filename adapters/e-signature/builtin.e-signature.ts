import { createHmac } from 'node:crypto';
import type { CreatedSignatureRequest, ESignature, SignatureRequestInput, SigningClient } from '../../application/ports/e-signature.port';
import type { OpaqueTokens } from '../../application/ports/opaque-tokens.port';
import type { SettingsRepository } from '../../application/ports/settings.repository.port';
import type { SignatureStatus } from '../../domain/agreement';
import { StoredSecret } from '../security/stored-secret';

/** Path of the signing page the API serves for the built-in signer (api/agreements/signing-page.controller.ts). */
export const BUILTIN_SIGN_PATH = '/api/agreements/sign';

/**
 * The default signer: no provider account. The sign link carries a token derived from the request id with a
 * server secret (HMAC), so neither the token nor the link is stored: the row keeps only the token's hash, and
 * the artist's link is derived again when they come back. Our signature_requests row is the signer's state.
 */
export class BuiltinESignature implements ESignature {
  readonly adapterName = 'builtin';
  readonly signingClient: SigningClient = { mode: 'popup' };
  private readonly secret: StoredSecret;

  constructor(
    private readonly publicUrl: string,
    private readonly tokens: OpaqueTokens,
    settings: SettingsRepository,
  ) {
    this.secret = new StoredSecret(settings, 'signLinkSecret');
  }

  async create(input: SignatureRequestInput): Promise<CreatedSignatureRequest> {
    const token = await this.tokenFor(input.requestId);
    return {
      providerRequestId: `builtin-${input.requestId}`,
      signUrl: this.urlOf(token),
      signTokenHash: this.tokens.digest(token),
      storeSignUrl: false,
    };
  }

  async signUrlFor(requestId: string): Promise<string> {
    return this.urlOf(await this.tokenFor(requestId));
  }

  async status(): Promise<SignatureStatus | undefined> {
    return undefined;
  }

  private async tokenFor(requestId: string): Promise<string> {
    return createHmac('sha256', await this.secret.load())
      .update(`sign-link:${requestId}`)
      .digest('base64url');
  }

  private urlOf(token: string): string {
    return `${this.publicUrl}${BUILTIN_SIGN_PATH}/${token}`;
  }
}
