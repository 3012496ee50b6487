// spec: artist-portal §4 Submission statuses. Comparison is case-insensitive.
export const SUBMISSION_STATUSES = [
  'in progress',
  'pending',
  'changes requested',
  'processing',
  'approved',
  'live',
  'rejected',
  'active',
  'failed',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const STATUS_LABELS: Readonly<Record<SubmissionStatus, string>> = {
  'in progress': 'In Progress',
  pending: 'Pending',
  'changes requested': 'Changes Requested',
  processing: 'Processing',
  approved: 'Approved',
  live: 'Live',
  rejected: 'Rejected',
  active: 'Active',
  failed: 'Failed',
};

/** Case- and spacing-insensitive: 'In Progress', 'in_progress' and 'IN-PROGRESS' are one status. */
export function normaliseStatus(value: string | null | undefined): SubmissionStatus | null {
  const key = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return (SUBMISSION_STATUSES as readonly string[]).includes(key) ? (key as SubmissionStatus) : null;
}

export function statusLabel(value: string): string {
  const status = normaliseStatus(value);
  return status ? STATUS_LABELS[status] : value;
}

export function isInProgress(value: string | null | undefined): boolean {
  return normaliseStatus(value) === 'in progress';
}
