export interface SignedAgreementInput {
  title: string;
  documentText: string;
  documentSha256: string;
  signedName: string;
  signerEmail: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  requestId: string;
}

export interface RenderedDocument {
  bytes: Buffer;
  /** SHA-256 hex of exactly these bytes. */
  sha256: string;
}

/** Produces the signed agreement as a PDF (pdf-lib) and hashes texts for the evidence record. */
export interface AgreementDocuments {
  renderSigned(input: SignedAgreementInput): Promise<RenderedDocument>;
  /** SHA-256 hex of a text (as UTF-8) or of bytes. */
  sha256(content: string | Uint8Array): string;
}
export const AGREEMENT_DOCUMENTS = Symbol('AgreementDocuments');
