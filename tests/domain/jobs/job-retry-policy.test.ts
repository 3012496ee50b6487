import { errorForStaff, JOB_ERROR_SHOWN_MAX, retryBudgetSpent, retryDelayMs } from '../../../domain/jobs';

const HOUR = 3_600_000;
const CEILING = 30 * 60_000;

describe('job retry policy', () => {
  it('doubles the wait from 2 s and never waits longer than the ceiling, jitter included', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, CEILING, () => 0))).toEqual([2000, 4000, 8000, 16_000]);
    expect(retryDelayMs(30, CEILING, () => 0.999)).toBe(CEILING);
    expect(retryDelayMs(3, CEILING, () => 1)).toBe(9600);
  });

  it('keeps an outage of a day within the default budget of a time window, and gives up once it has passed', () => {
    const opened = new Date('2025-06-02T09:00:00Z');
    const budget = { maxAttempts: null, retryForMs: 48 * HOUR };
    expect(retryBudgetSpent(budget, 500, opened, new Date(opened.getTime() + 24 * HOUR))).toBe(false);
    expect(retryBudgetSpent(budget, 3, opened, new Date(opened.getTime() + 48 * HOUR))).toBe(true);
  });

  it('counts tries for housekeeping budgets without a window', () => {
    const now = new Date();
    expect(retryBudgetSpent({ maxAttempts: 3, retryForMs: null }, 2, now, now)).toBe(false);
    expect(retryBudgetSpent({ maxAttempts: 3, retryForMs: null }, 3, now, now)).toBe(true);
  });
});

describe('a job error as staff see it', () => {
  it('hides tokens, keys, query strings and personal links', () => {
    const shown = errorForStaff(
      'POST https://api.example.com/v2?api_key=sk_live_1 failed: Bearer abc.def token=xyz link /i/Qw3rTy89abcdEFGH and ' + 'k'.repeat(40),
    );
    expect(shown).toBe('POST https://api.example.com/v2?[hidden] failed: Bearer [hidden] token=[hidden] link /i/[hidden] and [hidden]');
  });

  it('keeps plain errors as they are, cuts long ones, and passes null', () => {
    expect(errorForStaff('connect ECONNREFUSED 127.0.0.1:2525')).toBe('connect ECONNREFUSED 127.0.0.1:2525');
    expect(errorForStaff('x '.repeat(400))).toHaveLength(JOB_ERROR_SHOWN_MAX);
    expect(errorForStaff(null)).toBeNull();
  });
});
