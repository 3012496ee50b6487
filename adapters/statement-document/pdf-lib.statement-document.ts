import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { StatementDocument } from '../../application/ports/statement-document.port';
import { BREAKDOWN_DIMENSIONS, formatMinor, type PayeeStatement, STATEMENT_TOTAL_LINES } from '../../domain/statements';

const MARGIN = 50;
const LINE = 14;
const LINES_SHOWN = 12;
// The standard fonts encode WinAnsi only: anything else prints as '?', never fails the download.
const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** The statement as an A4 PDF made with pdf-lib: totals per currency, then the largest lines of each breakdown. */
export class PdfLibStatementDocument implements StatementDocument {
  async pdf(statement: PayeeStatement): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    let page = doc.addPage([595, 842]);
    let y = 842 - MARGIN;
    const write = (text: string, options: { bold?: boolean; size?: number; x?: number } = {}) => {
      if (y < MARGIN) {
        page = doc.addPage([595, 842]);
        y = 842 - MARGIN;
      }
      page.drawText(printable(text), { x: MARGIN + (options.x ?? 0), y, size: options.size ?? 10, font: options.bold ? bold : font });
      y -= (options.size ?? 10) + 4;
    };
    write(`Statement: ${statement.name}`, { bold: true, size: 16 });
    write(`Period: ${statement.period.name}`);
    y -= LINE / 2;
    for (const t of statement.totals) {
      write(`${t.currency}`, { bold: true });
      for (const [label, key] of STATEMENT_TOTAL_LINES) write(`${label}: ${formatMinor(t[key], t.currency)} ${t.currency}`, { x: 12 });
    }
    for (const dimension of BREAKDOWN_DIMENSIONS) {
      y -= LINE / 2;
      write(`By ${dimension}`, { bold: true });
      for (const line of statement.breakdowns[dimension].slice(0, LINES_SHOWN))
        write(`${line.label}: ${formatMinor(line.minor, line.currency)} ${line.currency}`, { x: 12 });
    }
    return doc.save();
  }
}
