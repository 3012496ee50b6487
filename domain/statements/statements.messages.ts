// The words staff and artists read about sales reports, periods and statements (one place, every layer uses them).
export const STATEMENT_MESSAGES = {
  duplicateReport: 'This file was imported before (same contents): it was not imported again.',
  brokenLine: (line: number, why: string) => `Line ${line}: ${why}. Nothing from this file was imported.`,
  badAmount: (value: string) => `the amount '${value}' is not a number with at most ten decimals`,
  badFormattedAmount: (value: string, example: string) =>
    `the amount '${value}' is not written as the template's numbers are (like ${example}) with at most ten decimals`,
  badCurrency: (value: string) => `'${value}' is not a three-letter currency code`,
  missingColumn: (column: string) => `the column '${column}' of the template is missing from the header`,
  unknownRecord: (type: string) => `the record type '${type}' is not in the basic audio profile`,
  unknownSummary: (id: string) => `the summary record '${id}' is not in the file's summary`,
  unknownReference: (ref: string) => `the reference '${ref}' names no release or resource of this block`,
  usagesMismatch: (id: string) => `the usages of summary '${id}' do not add up to its allocated usages`,
  footMismatch: 'the FOOT record does not count the lines before it',
  noFoot: 'the file ends without its FOOT record',
  noSuchPeriod: 'No such period.',
  periodClosed: 'This period is closed: re-open it (with a reason) to change it.',
  periodOpen: 'This period is still open: close it to read its statements.',
  reopenReason: 'Say why the period is re-opened.',
  badRate: 'An exchange rate is a positive number with at most ten decimals.',
  rateMissing: (currency: string) => `The period has no exchange rate for ${currency}: enter it before closing.`,
  notFound: 'No such statement.',
  artistRate: 'An artist rate is a whole number of basis points from 0 to 10,000.',
} as const;
