import { AGREEMENT_MAX_POLLS, AGREEMENT_POLL_INTERVAL_MS, isFinalSignatureStatus, shouldPollAgain } from '../../../domain/agreement';
import { itAcceptsAndRejects } from '../support/rule-cases';

describe('agreement signing (artist-portal §4, §8)', () => {
  describe('knows which statuses are final', () => {
    itAcceptsAndRejects(isFinalSignatureStatus, { accepts: ['signed', 'declined', 'expired'], rejects: ['awaiting_signature'] });
  });

  it('polls every 5000 ms, at most 30 times', () => {
    expect([AGREEMENT_POLL_INTERVAL_MS, AGREEMENT_MAX_POLLS]).toEqual([5000, 30]);
  });

  it('polls again only while awaiting, up to the last poll', () => {
    expect(shouldPollAgain(29, 'awaiting_signature')).toBe(true);
    expect(shouldPollAgain(30, 'awaiting_signature')).toBe(false);
    expect(shouldPollAgain(1, 'signed')).toBe(false);
  });
});
