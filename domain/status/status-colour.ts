import { normaliseStatus, type SubmissionStatus } from './submission-status';

export type StatusColour = 'green' | 'amber' | 'red' | 'neutral';

const COLOURS: Readonly<Record<SubmissionStatus, StatusColour>> = {
  approved: 'green',
  live: 'green',
  active: 'green',
  pending: 'amber',
  'changes requested': 'amber',
  'in progress': 'amber',
  processing: 'amber',
  rejected: 'red',
  failed: 'red',
};

/** Dashboard chip colour (artist-portal §4); anything unknown is neutral. */
export function statusColour(value: string | null | undefined): StatusColour {
  const status = normaliseStatus(value);
  return status ? COLOURS[status] : 'neutral';
}
