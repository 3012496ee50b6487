import { isCurrencyCode } from './currency';

/** What a report line needs, and which of a store's columns holds it. */
export const CSV_FIELDS = ['isrc', 'upc', 'title', 'artist', 'country', 'month', 'amount', 'currency', 'usages'] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** How a store writes numbers: 1,234.56 (decimal point, comma thousands) or 1.234,56 (decimal comma, point thousands). */
export const NUMBER_FORMATS = ['decimal-point', 'decimal-comma'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];
export const NUMBER_FORMAT_EXAMPLES: Readonly<Record<NumberFormat, string>> = { 'decimal-point': '1,234.56', 'decimal-comma': '1.234,56' };

/** A store's CSV layout, saved once by staff and used for every report of that store. */
export interface CsvTemplate {
  store: string;
  delimiter: CsvDelimiter;
  /** Field → the header of the column holding it. */
  columns: Partial<Record<CsvField, string>>;
  /** The currency of every line when the layout has no currency column. */
  currency: string | null;
  /** How the amounts and usages are written; every cell is read exactly that way. */
  numberFormat: NumberFormat;
}

export const CSV_TEMPLATE_LIMITS = { storeLength: 80, headerLength: 120 } as const;

/** What is wrong with a template, one sentence each; empty when it can read reports. */
export function templateProblems(template: CsvTemplate): string[] {
  const problems: string[] = [];
  const { columns } = template;
  if (!template.store.trim() || template.store.length > CSV_TEMPLATE_LIMITS.storeLength)
    problems.push(`Name the store (at most ${CSV_TEMPLATE_LIMITS.storeLength} characters).`);
  if (!columns.amount) problems.push('Map the column that holds the amount.');
  if (!columns.isrc && !columns.upc) problems.push('Map the column that holds the ISRC or the UPC.');
  if (!columns.month) problems.push('Map the column that holds the month (or date) of the sale.');
  if (!columns.currency && !(template.currency && isCurrencyCode(template.currency)))
    problems.push('Map the currency column or give the currency of every line.');
  if (!CSV_DELIMITERS.includes(template.delimiter)) problems.push('The delimiter is a comma, a semicolon or a tab.');
  if (!NUMBER_FORMATS.includes(template.numberFormat))
    problems.push(`Numbers are written ${NUMBER_FORMAT_EXAMPLES['decimal-point']} or ${NUMBER_FORMAT_EXAMPLES['decimal-comma']}.`);
  if (template.numberFormat === 'decimal-comma' && template.delimiter === ',')
    problems.push('Numbers with a decimal comma need a semicolon or tab delimiter.');
  for (const header of Object.values(columns))
    if (header !== undefined && (header.trim() === '' || header.length > CSV_TEMPLATE_LIMITS.headerLength))
      problems.push(`A column header is 1 to ${CSV_TEMPLATE_LIMITS.headerLength} characters.`);
  return problems;
}
