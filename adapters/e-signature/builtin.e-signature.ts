import type { CreatedSignatureRequest, ESignature, SignatureRequestInput } from '../../application/ports/e-signature.port';
import type { OpaqueTokens } from '../../application/ports/opaque-tokens.port';
import type { SignatureStatus } from '../../domain/contract';

/** Path of the signing page the API serves for the built-in signer (api/contracts/signing-page.controller.ts). */
export const BUILTIN_SIGN_PATH = '/api/contracts/sign';

/**
 * The default signer: no provider account. The sign link carries a random token; only its hash is stored,
 * and our signature_requests row is the signer's whole state (so status() has nothing to add).
 */
export class BuiltinESignature implements ESignature {
  readonly adapterName = 'builtin';

  constructor(
    private readonly publicUrl: string,
    private readonly tokens: OpaqueTokens,
  ) {}

  async create(input: SignatureRequestInput): Promise<CreatedSignatureRequest> {
    const token = this.tokens.generate();
    return {
      providerRequestId: `builtin-${input.requestId}`,
      signUrl: `${this.publicUrl}${BUILTIN_SIGN_PATH}/${token}`,
      signTokenHash: this.tokens.digest(token),
    };
  }

  async status(): Promise<SignatureStatus | undefined> {
    return undefined;
  }
}
