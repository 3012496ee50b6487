import { catalogueStage, monthRange, monthTitle, monthWeeks, shiftMonth, shortDay } from '../../../domain/label-catalogue';

describe('catalogue stage', () => {
  it.each([
    ['Approved', null, 'approved'],
    ['approved', 'queued', 'approved'],
    ['APPROVED', 'failed', 'approved'],
    ['Approved', 'delivered', 'delivered'],
    ['Live', 'delivered', 'live'],
    ['live', null, 'live'],
    ['Pending', null, null],
    ['Rejected', 'delivered', null],
  ] as const)('%s with delivery %s is %s', (status, delivery, stage) => {
    expect(catalogueStage(status, delivery)).toBe(stage);
  });
});

describe('release calendar months', () => {
  it('gives the month range, title and neighbours across a year end', () => {
    expect(monthRange('2031-02')).toEqual({ from: '2031-02-01', to: '2031-02-28' });
    expect(monthRange('2032-02')).toEqual({ from: '2032-02-01', to: '2032-02-29' });
    expect(monthTitle('2031-03')).toBe('March 2031');
    expect(shiftMonth('2031-12', 1)).toBe('2032-01');
    expect(shiftMonth('2031-01', -1)).toBe('2030-12');
    expect(shortDay('2031-03-06')).toBe('Mar 6');
  });

  it('lays the month out in Monday-first weeks of seven, padded with the neighbouring months', () => {
    const weeks = monthWeeks('2031-03');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0][0]).toEqual({ day: '2031-02-24', inMonth: false });
    expect(weeks[0][5]).toEqual({ day: '2031-03-01', inMonth: true });
    expect(weeks[5][0]).toEqual({ day: '2031-03-31', inMonth: true });
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(31);
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });
});
