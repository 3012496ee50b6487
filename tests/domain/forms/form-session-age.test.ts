import { isFormSessionUsable } from '../../../domain/forms/form-session-age';

describe('form session age', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  it('is usable up to its time to live and not after', () => {
    expect(isFormSessionUsable(hoursAgo(23.9), now, 24)).toBe(true);
    expect(isFormSessionUsable(hoursAgo(24.1), now, 24)).toBe(false);
  });

  it('is never usable when it claims to start in the future', () => {
    expect(isFormSessionUsable(hoursAgo(-0.5), now, 24)).toBe(false);
    expect(isFormSessionUsable(new Date(now.getTime() + 1000), now, 24)).toBe(true);
  });
});
