import { defaultReleaseDate, keepDefaultReleaseDateCurrent, meetsReleaseLeadTime } from '../../../domain/release';
import { parseDateInput } from '../../../domain/shared';

// Local times: the wizard's calendar is the artist's own.
const evening = new Date(2026, 10, 29, 23, 58);
const afterMidnight = new Date(2026, 10, 30, 0, 3);
const formOpenedIn = (day: Date) => ({
  releaseDate: defaultReleaseDate(day),
  fullReleaseDate: defaultReleaseDate(day),
  releaseDateChosen: false,
  earlyReleaseRequest: false,
});

describe('the default release date after midnight', () => {
  it('moves an untouched default to the new day so it still meets the lead time', () => {
    const form = formOpenedIn(evening);
    expect(meetsReleaseLeadTime(parseDateInput(form.releaseDate) as Date, afterMidnight)).toBe(false);

    const kept = keepDefaultReleaseDateCurrent(form, afterMidnight);

    expect(kept.releaseDate).toBe('2027-01-11');
    expect(kept.fullReleaseDate).toBe('2027-01-11');
    expect(meetsReleaseLeadTime(parseDateInput(kept.releaseDate) as Date, afterMidnight)).toBe(true);
  });

  it('never moves a date the artist chose, even one now short of the lead time', () => {
    const form = { ...formOpenedIn(evening), releaseDateChosen: true };
    expect(keepDefaultReleaseDateCurrent(form, afterMidnight)).toBe(form);
  });

  it('leaves an early-release request alone', () => {
    const form = { ...formOpenedIn(evening), earlyReleaseRequest: true };
    expect(keepDefaultReleaseDateCurrent(form, afterMidnight)).toBe(form);
  });

  it('changes nothing on the day the form opened', () => {
    const form = formOpenedIn(afterMidnight);
    expect(keepDefaultReleaseDateCurrent(form, afterMidnight)).toBe(form);
  });

  it('keeps a separately planned full release date', () => {
    const form = { ...formOpenedIn(evening), fullReleaseDate: '2027-03-01' };
    const kept = keepDefaultReleaseDateCurrent(form, afterMidnight);
    expect(kept.releaseDate).toBe('2027-01-11');
    expect(kept.fullReleaseDate).toBe('2027-03-01');
  });
});
