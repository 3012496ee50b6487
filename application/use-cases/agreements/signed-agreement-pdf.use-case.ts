import { SignedPdfIntegrityError } from './agreements.errors';
import type { AgreementsPorts } from './agreements.ports';

export type SignedAgreementPdfDeps = Pick<AgreementsPorts, 'requests' | 'documents' | 'pdfStorage'>;

/** An artist's signed agreement as PDF, checked against the fingerprint recorded at signing. */
export class SignedAgreementPdfUseCase {
  constructor(private readonly deps: SignedAgreementPdfDeps) {}

  /** Undefined unless the request is this artist's and signed. */
  async execute(artistId: string, signatureId: string): Promise<Buffer | undefined> {
    const { requests, pdfStorage } = this.deps;
    const request = await requests.find(signatureId);
    if (!request || request.artistId !== artistId || request.status !== 'signed') return undefined;
    if (!request.pdfKey || !pdfStorage) return requests.readPdf(signatureId);
    const chunks: Buffer[] = [];
    for await (const chunk of await pdfStorage.read(request.pdfKey)) chunks.push(Buffer.from(chunk as Uint8Array));
    const bytes = Buffer.concat(chunks);
    if (request.pdfSha256 && this.deps.documents.sha256(bytes) !== request.pdfSha256)
      throw new SignedPdfIntegrityError('The stored agreement does not match its recorded fingerprint');
    return bytes;
  }
}
