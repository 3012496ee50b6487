import { formatClockTime, formatLongDate } from '../../../domain/shared';

describe('date formats', () => {
  it('writes every month as the platform US English formatter does', () => {
    const us = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 10);
      expect(formatLongDate(date)).toBe(us.format(date));
    }
  });

  it.each([
    [0, 0, '12:00 AM'],
    [9, 5, '9:05 AM'],
    [11, 59, '11:59 AM'],
    [12, 30, '12:30 PM'],
    [23, 7, '11:07 PM'],
  ])('writes %i:%i as %s', (hours, minutes, expected) => {
    expect(formatClockTime(new Date(2026, 10, 25, hours, minutes))).toBe(expected);
  });
});
