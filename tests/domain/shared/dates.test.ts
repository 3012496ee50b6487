import { addCalendarDays, daysFrom, formatLongDate, parseDateInput, toIsoDate } from '../../../domain/shared';

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
