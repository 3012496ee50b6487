import {
  allowedNextStatuses,
  isInProgress,
  normaliseStatus,
  statusBanner,
  statusColour,
  statusLabel,
  transitionStatus,
} from '../../../domain/status';

describe('submission statuses (artist-portal §4)', () => {
  it('normalises case and separators', () => {
    expect(normaliseStatus('In Progress')).toBe('in progress');
    expect(normaliseStatus('IN_PROGRESS')).toBe('in progress');
    expect(normaliseStatus(' LIVE ')).toBe('live');
    expect(normaliseStatus('draft')).toBeNull();
    expect(normaliseStatus(null)).toBeNull();
    expect(statusLabel('approved')).toBe('Approved');
    expect(statusLabel('Draft')).toBe('Draft');
    expect(isInProgress('in progress')).toBe(true);
    expect(isInProgress('pending')).toBe(false);
  });

  it.each([
    ['Approved', 'green'],
    ['live', 'green'],
    ['ACTIVE', 'green'],
    ['pending', 'amber'],
    ['In Progress', 'amber'],
    ['processing', 'amber'],
    ['Changes Requested', 'amber'],
    ['Rejected', 'red'],
    ['failed', 'red'],
    ['archived', 'neutral'],
    ['', 'neutral'],
    [undefined, 'neutral'],
  ])('chip colour of %p is %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });

  it('gives each banner its title and text', () => {
    expect(statusBanner('PENDING')).toEqual({
      title: 'Your submission is being reviewed',
      text: "We'll update you once we've reviewed your submission.",
    });
    expect(statusBanner('processing')).toEqual({
      title: 'Your music is being processed',
      text: 'Your music is being processed for distribution.',
    });
    expect(statusBanner('Approved')).toEqual({
      title: 'Your release has been approved',
      text: 'Your release is scheduled and will go live on the release date.',
    });
    expect(statusBanner('live')).toEqual({ title: 'Your music is now live!', text: 'Your music is now available on all platforms.' });
    expect(statusBanner('rejected')).toEqual({
      title: 'Your submission was not approved',
      text: 'The note from our team below explains why.',
    });
    expect(statusBanner('changes_requested').title).toBe('Changes requested');
    expect(statusBanner('Active')).toEqual({ title: 'Submission status: Active', text: '' });
    expect(statusBanner('on hold')).toEqual({ title: 'Submission status: on hold', text: '' });
  });
});

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
