import { allowedNextStatuses, normaliseStatus, transitionStatus } from '../../../domain/status';

describe('staff status transitions (designed)', () => {
  it.each([
    ['In Progress', 'Pending'],
    ['pending', 'approved'],
    ['processing', 'approved'],
    ['approved', 'live'],
    ['pending', 'changes requested'],
    ['approved', 'Changes Requested'],
    ['changes requested', 'rejected'],
    ['in progress', 'rejected'],
    ['pending', 'rejected'],
    ['processing', 'rejected'],
    ['approved', 'rejected'],
  ])('allows %s → %s', (from, to) => {
    expect(transitionStatus(from, to)).toEqual({ ok: true, status: normaliseStatus(to) });
  });

  it('refuses illegal moves with a clear message', () => {
    expect(transitionStatus('live', 'pending')).toEqual({ ok: false, message: 'Cannot move a submission from Live to Pending' });
    expect(transitionStatus('pending', 'live')).toEqual({ ok: false, message: 'Cannot move a submission from Pending to Live' });
    expect(transitionStatus('rejected', 'pending')).toEqual({ ok: false, message: 'Cannot move a submission from Rejected to Pending' });
    expect(transitionStatus('live', 'rejected')).toEqual({ ok: false, message: 'Cannot move a submission from Live to Rejected' });
    expect(transitionStatus('pending', 'active')).toEqual({ ok: false, message: 'Cannot move a submission from Pending to Active' });
    expect(transitionStatus('approved', 'pending').ok).toBe(false);
    expect(transitionStatus('pending', 'processing')).toEqual({
      ok: false,
      message: 'Cannot move a submission from Pending to Processing',
    });
    expect(transitionStatus('changes requested', 'pending')).toEqual({
      ok: false,
      message: 'Cannot move a submission from Changes Requested to Pending',
    });
  });

  it('refuses same-status and unknown statuses', () => {
    expect(transitionStatus('pending', 'Pending')).toEqual({ ok: false, message: 'The submission is already Pending' });
    expect(transitionStatus('draft', 'pending')).toEqual({ ok: false, message: 'Unknown submission status: "draft"' });
    expect(transitionStatus('pending', 'done')).toEqual({ ok: false, message: 'Unknown submission status: "done"' });
  });

  it('lists the next statuses; closed ones have none', () => {
    expect(allowedNextStatuses('pending')).toEqual(['approved', 'changes requested', 'rejected']);
    expect(allowedNextStatuses('live')).toEqual([]);
    expect(allowedNextStatuses('nonsense')).toEqual([]);
    const open = ['in progress', 'pending', 'changes requested', 'processing', 'approved'];
    for (const status of open) expect(allowedNextStatuses(status)).toContain('rejected');
  });
});
