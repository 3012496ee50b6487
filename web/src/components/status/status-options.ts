import { STATUS_LABELS, type SubmissionStatus } from '@domain/status';
import type { SelectOption } from '../select-field.component';

/** Submission statuses as select options, each shown by its label. */
export const statusOptions = (statuses: readonly SubmissionStatus[]): SelectOption[] =>
  statuses.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
