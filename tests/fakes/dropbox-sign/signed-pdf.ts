import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { FakeRequest } from './fake-state';

/** The merged document GET /signature_request/files/{id}?file_type=pdf answers with: a real PDF naming the signers. */
export async function signedPdfOf(request: FakeRequest): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(request.title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595.28, 841.89]);
  const lines = [
    request.title,
    `Signature request ${request.signature_request_id}`,
    ...request.signatures.map((s) => `Signed by ${s.signer_name} <${s.signer_email_address}> at ${s.signed_at ?? '-'}`),
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * 16, size: 10, font }));
  return Buffer.from(await pdf.save());
}
