import { showsWaitingList, submissionsMode } from '../../../domain/submissions-mode/submissions-mode';

describe('which page a visitor sees', () => {
  it('always shows the invited artist the full form, even while submissions are paused', () => {
    expect(showsWaitingList({ submissionsEnabled: false, viewOverride: 'waiting-list', invited: true })).toBe(false);
  });

  it('shows only the waiting list while submissions are paused, whatever the visitor picks', () => {
    expect(showsWaitingList({ submissionsEnabled: false, viewOverride: 'full', invited: false })).toBe(true);
    expect(showsWaitingList({ submissionsEnabled: false, viewOverride: null, invited: false })).toBe(true);
  });

  it("follows the visitor's own choice while submissions are open", () => {
    expect(showsWaitingList({ submissionsEnabled: true, viewOverride: 'waiting-list', invited: false })).toBe(true);
    expect(showsWaitingList({ submissionsEnabled: true, viewOverride: 'full', invited: false })).toBe(false);
    expect(showsWaitingList({ submissionsEnabled: true, viewOverride: null, invited: false })).toBe(false);
  });

  it('lets the waiting-list query win over open submissions', () => {
    expect(submissionsMode(true, 'waiting-list')).toBe('waiting-list');
    expect(submissionsMode(true, 'other')).toBe('full');
    expect(submissionsMode(false, null)).toBe('waiting-list');
  });
});
