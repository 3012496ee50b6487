import { formatMinor } from './precise-amount';
import type { PayeeStatementFigures } from './payee-statement';
import { BREAKDOWN_DIMENSIONS, STATEMENT_TOTAL_LINES } from './payee-statement';
import type { PayoutLine } from './payout';

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const row = (cells: string[]) => cells.map(cell).join(',');

/** A payee's statement as CSV: the totals per currency, then every breakdown line. */
export function statementCsv(figures: PayeeStatementFigures): string {
  const lines = [row(['section', 'label', 'currency', 'amount'])];
  for (const t of figures.totals)
    for (const [label, key] of STATEMENT_TOTAL_LINES)
      lines.push(row(['total', label.toLowerCase(), t.currency, formatMinor(t[key], t.currency)]));
  for (const dimension of BREAKDOWN_DIMENSIONS)
    for (const l of figures.breakdowns[dimension]) lines.push(row([dimension, l.label, l.currency, formatMinor(l.minor, l.currency)]));
  return lines.join('\n') + '\n';
}

/** The period's payout file: one row per payee paid, in the base currency, with what it was made of. */
export function payoutCsv(lines: readonly (PayoutLine & { name: string })[], base: string): string {
  const out = [row(['payee', 'name', 'currency', 'amount', 'made of'])];
  for (const l of lines) {
    const parts = Object.entries(l.parts)
      .map(([c, m]) => `${formatMinor(m, c)} ${c}`)
      .join(' + ');
    out.push(row([l.payee, l.name, base, formatMinor(l.baseMinor, base), parts]));
  }
  return out.join('\n') + '\n';
}
