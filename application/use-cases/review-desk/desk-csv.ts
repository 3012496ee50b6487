import { csvCell as cell } from '../../../domain/shared/csv-cell';
import { submissionReference } from '../submissions/submission-received.mail';
import type { DeskItem } from './list-desk-submissions.use-case';

export const CSV_EXPORT_MAX = 10_000;

const HEADER = [
  'Reference',
  'Submitted',
  'Days waiting',
  'Review standing',
  'Status',
  'Artist',
  'Email',
  'Release title',
  'Release type',
  'Release date',
  'Assigned to',
  'Version',
];

export function deskCsvHeader(): string {
  return `${HEADER.map(cell).join(',')}\r\n`;
}

export function deskCsvRow(item: DeskItem): string {
  return `${[
    submissionReference(item.id),
    new Date(item.createdAt).toISOString(),
    item.age.days,
    item.age.standing,
    item.status,
    item.artistName,
    item.email,
    item.releaseTitle,
    item.releaseType,
    item.releaseDate,
    item.assignedTo?.name ?? '',
    item.version,
  ]
    .map(cell)
    .join(',')}\r\n`;
}
