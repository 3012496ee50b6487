import { earliestGoLive, leadTimeShortfalls } from '../../../domain/delivery-targets';
import { toIsoDate as toIsoDateOf } from '../../../domain/shared/calendar-days';

describe('lead times in business days', () => {
  // Friday 27 November 2026.
  const friday = new Date(2026, 10, 27, 15, 30);

  it('counts Monday to Friday only, today as day zero', () => {
    expect(toIsoDateOf(earliestGoLive(friday, 0))).toBe('2026-11-27');
    expect(toIsoDateOf(earliestGoLive(friday, 1))).toBe('2026-11-30');
    expect(toIsoDateOf(earliestGoLive(friday, 5))).toBe('2026-12-04');
    expect(toIsoDateOf(earliestGoLive(new Date(2026, 10, 28), 2))).toBe('2026-12-01');
  });

  it('names each target whose lead time the release date does not leave, with its earliest date', () => {
    const targets = [
      { name: 'Streamwave', leadTimeBusinessDays: 5 },
      { name: 'Quickstore', leadTimeBusinessDays: 2 },
    ];
    expect(leadTimeShortfalls('2026-12-02', friday, targets)).toEqual([
      { target: 'Streamwave', leadTimeBusinessDays: 5, earliest: '2026-12-04' },
    ]);
    expect(leadTimeShortfalls('2026-12-04', friday, targets)).toEqual([]);
    expect(leadTimeShortfalls(null, friday, targets)).toEqual([]);
  });
});
