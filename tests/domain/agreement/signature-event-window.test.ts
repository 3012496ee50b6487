import { isWithinEventWindow, SIGNATURE_EVENT_MAX_AGE_MINUTES } from '../../../domain/agreement/signature-events';

const now = new Date('2030-01-01T12:00:00Z');
const minutesBefore = (m: number) => new Date(now.getTime() - m * 60_000);

describe('the signature event window', () => {
  it("lasts the provider's six retries plus half an hour: 30 h 50 min", () => {
    expect(SIGNATURE_EVENT_MAX_AGE_MINUTES).toBe(30 * 60 + 50);
  });

  it('takes an event up to the last retry and refuses an older one as a replay', () => {
    expect(isWithinEventWindow(minutesBefore(0), now)).toBe(true);
    expect(isWithinEventWindow(minutesBefore(SIGNATURE_EVENT_MAX_AGE_MINUTES), now)).toBe(true);
    expect(isWithinEventWindow(minutesBefore(SIGNATURE_EVENT_MAX_AGE_MINUTES + 1), now)).toBe(false);
  });

  it('takes an event a few minutes in the future (clock skew) but not further', () => {
    expect(isWithinEventWindow(minutesBefore(-5), now)).toBe(true);
    expect(isWithinEventWindow(minutesBefore(-6), now)).toBe(false);
  });
});
