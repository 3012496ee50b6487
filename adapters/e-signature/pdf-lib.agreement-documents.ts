import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import type { AgreementDocuments, RenderedDocument, SignedAgreementInput } from '../../application/ports/agreement-document.port';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const SIZE = 10;
const LEADING = 14;

/** WinAnsi (the standard fonts) cannot encode every character; unknown ones become '?'. */
function printable(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E£\u00A0-\u00FF]/g, '?');
}

function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, SIZE) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  lines.push(line);
  return lines;
}

export class PdfLibAgreementDocuments implements AgreementDocuments {
  sha256(content: string | Uint8Array): string {
    return typeof content === 'string'
      ? createHash('sha256').update(content, 'utf8').digest('hex')
      : createHash('sha256').update(content).digest('hex');
  }

  async renderSigned(input: SignedAgreementInput): Promise<RenderedDocument> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(input.title);
    pdf.setCreationDate(input.signedAt);
    pdf.setModificationDate(input.signedAt);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const width = PAGE.width - 2 * PAGE.margin;
    let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    const write = (text: string, f: PDFFont = font) => {
      for (const line of wrap(printable(text), f, width)) {
        if (y < PAGE.margin) {
          page = pdf.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - PAGE.margin;
        }
        page.drawText(line, { x: PAGE.margin, y, size: SIZE, font: f });
        y -= LEADING;
      }
    };
    input.documentText.split('\n').forEach((line, i) => write(line, i === 0 ? bold : font));
    y -= LEADING;
    write('Signature', bold);
    write(`Signed electronically by: ${input.signedName} (${input.signerEmail})`);
    write(`Signed at: ${input.signedAt.toISOString()}`);
    write(`From IP address: ${input.ip}`);
    write(`User agent: ${input.userAgent}`);
    write(`SHA-256 of the agreement text shown: ${input.documentSha256}`);
    write(`Signature request: ${input.requestId}`);
    const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
    return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
}
