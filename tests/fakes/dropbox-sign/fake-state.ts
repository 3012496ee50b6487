import { randomBytes } from 'node:crypto';

export interface FakeSignature {
  signature_id: string;
  signer_email_address: string;
  signer_name: string;
  signer_role: string;
  order: null;
  status_code: 'awaiting_signature' | 'signed' | 'declined' | 'expired';
  decline_reason: string | null;
  signed_at: number | null;
}

export interface FakeRequest {
  signature_request_id: string;
  test_mode: boolean;
  title: string;
  subject: string;
  metadata: Record<string, unknown>;
  created_at: number;
  expires_at: number | null;
  is_complete: boolean;
  is_declined: boolean;
  has_error: boolean;
  allow_decline: boolean;
  template_ids: string[];
  signatures: FakeSignature[];
}

/** One embedded sign_url: it expires, and the embedded page opens it once. */
export interface FakeSignUrl {
  signatureId: string;
  expiresAt: number;
  opened: boolean;
}

/** What the embedded page was opened with (hellosign-embedded appends these to the sign_url). */
export interface EmbeddedLoad {
  clientId: string | null;
  skipDomainVerification: string | null;
  parentUrl: string | null;
  jsVersion: string | null;
  refused: string | null;
}

export const fakeId = () => randomBytes(20).toString('hex');
export const unixNow = () => Math.floor(Date.now() / 1000);

export function signatureOf(requests: Map<string, FakeRequest>, signatureId: string) {
  for (const request of requests.values()) {
    const signature = request.signatures.find((s) => s.signature_id === signatureId);
    if (signature) return { request, signature };
  }
  return undefined;
}

export function markSigned(request: FakeRequest): void {
  for (const s of request.signatures) Object.assign(s, { status_code: 'signed', signed_at: unixNow() });
  request.is_complete = true;
}

export function markDeclined(request: FakeRequest, reason: string): void {
  Object.assign(request.signatures[0], { status_code: 'declined', decline_reason: reason });
  request.is_declined = true;
}
