import { addCalendarDays, daysFrom, formatClockTime, formatLongDate, parseDateInput, toIsoDate } from '../../../domain/shared';

describe('dates', () => {
  it('formats US English long dates and ISO dates', () => {
    expect(formatLongDate(new Date(2025, 0, 5))).toBe('January 5, 2025');
    expect(toIsoDate(new Date(2025, 11, 31))).toBe('2025-12-31');
  });

  it('writes every year with four digits, as the database stores it', () => {
    const early = new Date(2025, 2, 7);
    early.setFullYear(42);
    expect(toIsoDate(early)).toBe('0042-03-07');
    expect(formatLongDate(early)).toBe('March 7, 0042');
    expect(formatLongDate(new Date(9999, 11, 31))).toBe('December 31, 9999');
  });

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

  it('parses date inputs', () => {
    const d = new Date(2025, 1, 1);
    expect(parseDateInput(d)).toBe(d);
    expect(parseDateInput('2025-02-01')?.getDate()).toBe(1);
  });

  it.each([
    ['an invalid date', new Date(NaN)],
    ['a blank input', '  '],
    ['an impossible date', '2025-13-45'],
    ['no input', undefined],
  ])('parses %s as no date', (_case, input) => {
    expect(parseDateInput(input)).toBeNull();
  });

  it('counts calendar days', () => {
    const today = new Date(2025, 0, 15, 23, 59);
    expect(daysFrom(today, new Date(2025, 0, 16, 0, 1))).toBe(1);
    expect(daysFrom(today, new Date(2025, 0, 14))).toBe(-1);
    expect(toIsoDate(addCalendarDays(today, 42))).toBe('2025-02-26');
  });
});
