/** Quotes every cell; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF, as spreadsheets expect). */
export const csvLine = (values: readonly (string | number | null)[]): string => `${values.map(csvCell).join(',')}\r\n`;
