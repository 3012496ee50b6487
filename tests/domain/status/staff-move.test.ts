import {
  ARTIST_TRANSITIONS,
  checkStaffMove,
  checkUndo,
  isFinalStatus,
  reviewAge,
  STAFF_MOVE_MESSAGES,
  STATUS_UNDO_WINDOW_MINUTES,
  transitionStatus,
} from '../../../domain/status';

const today = new Date(2030, 4, 10, 12, 0);

describe('staff moves with context', () => {
  it('lets a release go live on or after its release date only', () => {
    expect(checkStaffMove('Approved', 'Live', { releaseDate: '2030-05-10', today })).toEqual({ ok: true, status: 'live' });
    expect(checkStaffMove('Approved', 'Live', { releaseDate: '2030-05-01', today })).toEqual({ ok: true, status: 'live' });
    expect(checkStaffMove('Approved', 'Live', { releaseDate: '2030-05-11', today })).toEqual({
      ok: false,
      message: 'This release cannot go live before its release date (May 11, 2030)',
    });
    expect(checkStaffMove('Approved', 'Live', { releaseDate: null, today })).toEqual({
      ok: false,
      message: 'A release without a release date cannot go live',
    });
  });

  it('asks for a note when requesting changes or rejecting', () => {
    expect(checkStaffMove('Pending', 'Changes Requested', { releaseDate: null, today, note: '  ' })).toEqual({
      ok: false,
      message: 'Write a note for the artist explaining the move to Changes Requested',
    });
    expect(checkStaffMove('Pending', 'Rejected', { releaseDate: null, today })).toEqual({
      ok: false,
      message: 'Write a note for the artist explaining the move to Rejected',
    });
    expect(checkStaffMove('Pending', 'Changes Requested', { releaseDate: null, today, note: 'Fix the credit' })).toEqual({
      ok: true,
      status: 'changes requested',
    });
    expect(checkStaffMove('Pending', 'Approved', { releaseDate: null, today })).toEqual({ ok: true, status: 'approved' });
  });

  it('refuses to approve new music without a track; a transfer alone, or a caller who does not count, is not held', () => {
    expect(checkStaffMove('Pending', 'Approved', { releaseDate: null, today, uploadType: 'new-music', tracks: 0 })).toEqual({
      ok: false,
      message: STAFF_MOVE_MESSAGES.approveWithoutTracks,
    });
    expect(checkStaffMove('Pending', 'Approved', { releaseDate: null, today, uploadType: 'both', tracks: 0 })).toMatchObject({ ok: false });
    expect(checkStaffMove('Pending', 'Approved', { releaseDate: null, today, uploadType: 'new-music', tracks: 1 })).toEqual({
      ok: true,
      status: 'approved',
    });
    expect(checkStaffMove('Pending', 'Approved', { releaseDate: null, today, uploadType: 'transfer', tracks: 0 })).toMatchObject({
      ok: true,
    });
    expect(
      checkStaffMove('Pending', 'Rejected', { releaseDate: null, today, note: 'No', uploadType: 'new-music', tracks: 0 }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('keeps the table first: an illegal move is refused before anything else', () => {
    expect(checkStaffMove('Live', 'Pending', { releaseDate: '2020-01-01', today })).toEqual({
      ok: false,
      message: 'Cannot move a submission from Live to Pending',
    });
  });

  it('lets only the artist send a changes-requested submission back to pending', () => {
    expect(transitionStatus('Changes Requested', 'Pending', ARTIST_TRANSITIONS)).toEqual({ ok: true, status: 'pending' });
    expect(transitionStatus('Approved', 'Pending', ARTIST_TRANSITIONS)).toEqual({
      ok: false,
      message: 'Cannot move a submission from Approved to Pending',
    });
  });

  it('treats Rejected and Live as final', () => {
    expect(isFinalStatus('REJECTED')).toBe(true);
    expect(isFinalStatus('live')).toBe(true);
    expect(isFinalStatus('approved')).toBe(false);
  });
});

describe('undo window', () => {
  const at = new Date('2030-05-10T12:00:00Z');
  const last = { fromStatus: 'Approved', toStatus: 'Live', at };

  it(`undoes within ${STATUS_UNDO_WINDOW_MINUTES} minutes, back to the previous status`, () => {
    expect(checkUndo('Live', last, new Date(at.getTime() + 9 * 60_000))).toEqual({ ok: true, backTo: 'Approved' });
    const deadline = new Date(at.getTime() + STATUS_UNDO_WINDOW_MINUTES * 60_000);
    expect(checkUndo('live', last, deadline)).toEqual({ ok: true, backTo: 'Approved' });
  });

  it('refuses after the window, when moved since, or with no change', () => {
    const deadline = new Date(at.getTime() + STATUS_UNDO_WINDOW_MINUTES * 60_000);
    expect(checkUndo('Live', last, new Date(deadline.getTime() + 1))).toEqual({
      ok: false,
      message: 'A status change can only be undone within 10 minutes',
    });
    expect(checkUndo('Approved', last, at)).toEqual({
      ok: false,
      message: 'The submission has changed since; reload it to see its current status',
    });
    expect(checkUndo('Live', undefined, at)).toEqual({ ok: false, message: 'There is no status change to undo' });
  });

  it('keeps the approval of a release already sent to the stores, but a later move to Live can still be undone', () => {
    const approval = { fromStatus: 'Pending', toStatus: 'Approved', at };
    const soon = new Date(at.getTime() + 60_000);
    expect(checkUndo('Approved', approval, soon, true)).toEqual({
      ok: false,
      message: 'This release has already been sent to the stores, so its approval can no longer be undone here',
    });
    expect(checkUndo('Approved', approval, soon, false)).toEqual({ ok: true, backTo: 'Pending' });
    expect(checkUndo('Live', last, soon, true)).toEqual({ ok: true, backTo: 'Approved' });
  });
});

describe('review age against the promise', () => {
  const submitted = new Date('2030-05-01T09:00:00Z');
  it.each([
    [3, false, 'on-track'],
    [5, false, 'due'],
    [7, false, 'due'],
    [8, false, 'overdue'],
    [8, true, 'due'],
    [11, true, 'overdue'],
  ])('%i days (waiting list %p) is %s', (days, fromWaitingList, standing) => {
    const now = new Date(submitted.getTime() + days * 86_400_000);
    expect(reviewAge(submitted, now, { status: 'Pending', fromWaitingList })).toMatchObject({ days, standing });
  });

  it('does not count an In Progress release the artist has not sent against the promise', () => {
    expect(reviewAge(submitted, new Date('2030-06-01'), { status: 'In Progress', fromWaitingList: false }).standing).toBe('not-sent');
  });

  it('stops counting once decided', () => {
    expect(reviewAge(submitted, new Date('2030-06-01'), { status: 'Approved', fromWaitingList: false }).standing).toBe('decided');
    expect(reviewAge(submitted, new Date('2030-06-01'), { status: 'Pending', fromWaitingList: true }).promise).toEqual({ min: 7, max: 10 });
  });
});

describe('Live after delivery', () => {
  const today = new Date('2030-05-10T12:00:00Z');
  it('refuses Live until the release is delivered, on or after its release date', () => {
    expect(checkStaffMove('Approved', 'Live', { releaseDate: '2030-05-10', today, delivered: false })).toEqual({
      ok: false,
      message: 'This release cannot go live before it has been delivered to the stores',
    });
    expect(checkStaffMove('Approved', 'Live', { releaseDate: '2030-05-10', today, delivered: true })).toEqual({ ok: true, status: 'live' });
    expect(checkStaffMove('Approved', 'Live', { releaseDate: '2030-05-11', today, delivered: true })).toMatchObject({ ok: false });
  });
});
