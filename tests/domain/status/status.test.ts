import { isInProgress, normaliseStatus, statusBanner, statusColour, statusLabel } from '../../../domain/status';
import { itAcceptsAndRejects, itMaps } from '../support/rule-cases';

describe('submission statuses (artist-portal §4)', () => {
  describe('normalises case and separators', () => {
    itMaps(normaliseStatus, [
      ['In Progress', 'in progress'],
      ['IN_PROGRESS', 'in progress'],
      [' LIVE ', 'live'],
      ['draft', null],
      [null, null],
    ]);
  });

  it('labels known statuses in title case and leaves others as they are', () => {
    expect([statusLabel('approved'), statusLabel('Draft')]).toEqual(['Approved', 'Draft']);
  });

  describe('tells in progress apart', () => {
    itAcceptsAndRejects(isInProgress, { accepts: ['in progress'], rejects: ['pending'] });
  });

  describe('chip colours', () => {
    itMaps(statusColour, [
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
    ]);
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
    // An approved release that staff take down no longer 'will go live on the release date'.
    expect(statusBanner('Approved', true).title).toBe('Your release is being taken down');
    expect(statusBanner('live', true).text).toBe('The label is removing it from the stores. Where each store stands, and why, is below.');
  });
});
