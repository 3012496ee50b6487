import { PRIVACY_RETENTION, retentionCutoffs } from '../../../domain/shared';

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
