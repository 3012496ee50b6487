import type { DraftSummary } from '../../../wire';

/** A draft as the dashboard lists it: 'Low Water', an EP, reopened by its wizard link. */
export function aDraftSummary(overrides: Partial<DraftSummary> = {}): DraftSummary {
  return {
    id: 'd-1',
    releaseTitle: 'Low Water',
    releaseType: 'ep',
    submissionId: null,
    updatedAt: '2030-01-02T10:00:00.000Z',
    path: '/submit?draft=d-1',
    ...overrides,
  };
}
