import {
  canMarkAgreedOffline,
  CONSENT_STATE_LABELS,
  type ConsentState,
  isAnswerable,
  splitsColumn,
  tallyConsents,
} from '../../../domain/split-sheets/consent-state';
import { approvalCheck, missingConsents } from '../../../domain/split-sheets/split-consent-mode';

describe('consent states', () => {
  it('lets a person answer only while asked or opened, and staff mark anything but an agreement agreed offline', () => {
    const states: ConsentState[] = ['asked', 'opened', 'agreed', 'declined', 'expired'];
    expect(states.filter(isAnswerable)).toEqual(['asked', 'opened']);
    expect(states.filter(canMarkAgreedOffline)).toEqual(['asked', 'opened', 'declined', 'expired']);
    expect(states.map((s) => CONSENT_STATE_LABELS[s])).toEqual(['Asked', 'Opened', 'Agreed', 'Declined', 'Expired']);
  });

  it('tallies the states, counting asked and opened as waiting', () => {
    expect(tallyConsents(['asked', 'opened', 'agreed', 'declined', 'expired', 'expired'])).toEqual({
      agreed: 1,
      waiting: 2,
      declined: 1,
      expired: 2,
    });
    expect(tallyConsents([])).toEqual({ agreed: 0, waiting: 0, declined: 0, expired: 0 });
  });

  it('shows a decline above everything, counts an expired link as waiting, and nothing when nobody was asked', () => {
    expect(splitsColumn([])).toBe('');
    expect(splitsColumn(['agreed', 'declined', 'asked'])).toBe('declined');
    expect(splitsColumn(['agreed', 'expired', 'opened'])).toBe('2 waiting');
    expect(splitsColumn(['agreed', 'agreed'])).toBe('all agreed');
  });
});

describe('approval under the split consent modes', () => {
  const consents = [
    { name: 'Ada', email: 'ada@example.com', state: 'agreed' as const },
    { name: '', email: 'bo@example.com', state: 'asked' as const },
    { name: 'Cy', email: 'cy@example.com', state: 'declined' as const },
    { name: 'Cy again', email: 'cy@example.com', state: 'expired' as const },
  ];

  it('names each person missing once, by the address when they have no name', () => {
    expect(missingConsents(consents)).toEqual(['bo@example.com', 'Cy']);
  });

  it('refuses under block, warns under warn, and ignores the sheets when off', () => {
    const warning = 'Approval waits for the split sheets: not yet agreed by bo@example.com, Cy.';
    expect(approvalCheck('block', consents)).toEqual({ allowed: false, warning });
    expect(approvalCheck('warn', consents)).toEqual({ allowed: true, warning });
    expect(approvalCheck('off', consents)).toEqual({ allowed: true, warning: null });
  });

  it('allows without a word once everyone agreed, even under block', () => {
    expect(approvalCheck('block', [consents[0]])).toEqual({ allowed: true, warning: null });
    expect(approvalCheck('block', [])).toEqual({ allowed: true, warning: null });
  });
});
