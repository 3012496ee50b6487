import { DATA_REQUEST_RESPONSE_DAYS, MINIMUM_USER_AGE, PRIVACY_RETENTION, retentionCutoffs } from '../../../domain/shared';

describe('retentionCutoffs', () => {
  it('counts back the privacy policy periods from today', () => {
    const cutoffs = retentionCutoffs(new Date('2030-06-15T12:00:00Z'));
    expect(cutoffs).toEqual({
      accountsClosedBefore: new Date('2028-06-15T12:00:00Z'),
      submissionsCollectedBefore: new Date('2023-06-15T12:00:00Z'),
      agreementsEndedBefore: new Date('2027-06-15T12:00:00Z'),
      analyticsCollectedBefore: new Date('2028-06-15T12:00:00Z'),
    });
  });

  it('follows the policy table the legal page shows', () => {
    const years = (data: string) => PRIVACY_RETENTION.find((r) => r.data === data)?.years;
    const today = new Date('2030-01-01T00:00:00Z');
    expect(today.getUTCFullYear() - retentionCutoffs(today).submissionsCollectedBefore.getUTCFullYear()).toBe(years('Submission data'));
  });
});

describe('the privacy policy (§9)', () => {
  it('keeps each kind of data for its number of years', () => {
    expect(PRIVACY_RETENTION.map((p) => [p.data, p.years])).toEqual([
      ['Account data', 2],
      ['Submission data', 7],
      ['Music files', 3],
      ['Payment data', 7],
      ['Analytics', 2],
      ['Support messages', 3],
    ]);
  });

  it('answers data requests within 30 days and serves users from 16', () => {
    expect([DATA_REQUEST_RESPONSE_DAYS, MINIMUM_USER_AGE]).toEqual([30, 16]);
  });
});
