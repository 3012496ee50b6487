import type { CsvTemplate } from '../../../domain/statements';
import { csvText } from './report-files';
import { fileOf } from './statement-use-cases';

/** A store's simplest CSV report: one line per sale with its ISRC, net amount, month and country, all in euros. */
const HEADER = ['ISRC', 'Net', 'Month', 'Country'];

/** The template staff save for such a store. */
export const euroCsvTemplate = (store: string): CsvTemplate => ({
  store,
  delimiter: ',',
  numberFormat: 'decimal-point',
  columns: { isrc: 'ISRC', amount: 'Net', month: 'Month', country: 'Country' },
  currency: 'EUR',
});

/** Such a report's sale lines under its header, as an uploaded file. */
export const euroCsvFile = (rows: string[][]) => fileOf(csvText([HEADER, ...rows]));
