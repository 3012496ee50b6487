import fc from 'fast-check';
import { BOT_MESSAGES, scoreBotCheck, type BotCheckInput } from '../../../domain/bot';

const clean = { website: '', email_confirm: '' };
const bare = (over: Partial<BotCheckInput> = {}): BotCheckInput => ({ elapsedMs: null, honeypot: clean, ...over });
const full: Partial<BotCheckInput> = {
  artistName: 'Nova Lane',
  releaseTitle: 'Dawn',
  trackCount: 2,
  hasArtwork: true,
  firstName: 'Ann',
  surname: 'Lee',
  email: 'ann@x.co',
};

describe('bot score (public flow §9)', () => {
  it('starts at 50 without timing data, +20 for a clean honeypot', () => {
    expect(scoreBotCheck(bare())).toEqual({ score: 70, issues: [], passed: true });
  });

  it.each([
    [2_900, 60, [BOT_MESSAGES.tooFast]],
    [3_000, 95, []],
    [120_000, 95, []],
    [121_000, 80, []],
    [30 * 60_000, 80, []],
    [30 * 60_000 + 1, 70, [BOT_MESSAGES.tooSlow]],
  ])('timing %i ms → %i', (elapsedMs, score, issues) => {
    expect(scoreBotCheck(bare({ elapsedMs }))).toMatchObject({ score, issues });
  });

  it('adds each content point', () => {
    expect(scoreBotCheck(bare({ artistName: 'Nova Lane' })).score).toBe(85);
    expect(scoreBotCheck(bare({ releaseTitle: 'Dawn' })).score).toBe(85);
    expect(scoreBotCheck(bare({ trackCount: 1 })).score).toBe(90);
    expect(scoreBotCheck(bare({ hasArtwork: true })).score).toBe(80);
    expect(scoreBotCheck(bare({ firstName: 'A', surname: 'B' })).score).toBe(80);
    expect(scoreBotCheck(bare({ firstName: 'A' })).score).toBe(70);
    expect(scoreBotCheck(bare({ email: 'a@b' })).score).toBe(75);
    expect(scoreBotCheck(bare({ email: 'ab' })).score).toBe(70);
  });

  it('counts text of 1-99 characters only, and punishes 1-3 lowercase letters', () => {
    expect(scoreBotCheck(bare({ artistName: 'x'.repeat(99) })).score).toBe(85);
    expect(scoreBotCheck(bare({ artistName: 'X'.repeat(100) })).score).toBe(70);
    expect(scoreBotCheck(bare({ artistName: 'abc' })).score).toBe(80);
    expect(scoreBotCheck(bare({ artistName: 'abcd' })).score).toBe(85);
    expect(scoreBotCheck(bare({ artistName: 'ABC' })).score).toBe(85);
    expect(scoreBotCheck(bare({ releaseTitle: '' })).score).toBe(70);
  });

  it('a filled honeypot costs 60 and fails', () => {
    const r = scoreBotCheck({ elapsedMs: 60_000, honeypot: { website: 'http://spam' }, ...full });
    expect(r).toEqual({ score: 90, issues: [BOT_MESSAGES.honeypotFilled], passed: false });
    expect(scoreBotCheck(bare({ honeypot: { email_confirm: 'x' } }))).toEqual({
      score: 0,
      issues: [BOT_MESSAGES.honeypotFilled],
      passed: false,
    });
  });

  it('clamps to 100', () => {
    expect(scoreBotCheck({ elapsedMs: 60_000, honeypot: clean, ...full }).score).toBe(100);
  });

  it('passes with a slow-timing issue when the score is at least 50 and the honeypot is clean', () => {
    // 60 − 10 (too slow) + 20 (clean) + 15 − 5 (short lowercase name) = 80
    expect(scoreBotCheck(bare({ elapsedMs: 31 * 60_000, artistName: 'ab' }))).toEqual({
      score: 80,
      issues: [BOT_MESSAGES.tooSlow],
      passed: true,
    });
  });

  it('never passes faster than the minimum form time, however complete the form', () => {
    expect(scoreBotCheck({ elapsedMs: 50, honeypot: clean, ...full })).toEqual({
      score: 100,
      issues: [BOT_MESSAGES.tooFast],
      passed: false,
    });
    expect(scoreBotCheck(bare({ elapsedMs: 2_999 }))).toMatchObject({ score: 60, passed: false });
    expect(scoreBotCheck({ elapsedMs: 3_000, honeypot: clean, ...full }).passed).toBe(true);
  });

  it('treats a non-finite time as no timing data', () => {
    expect(scoreBotCheck({ elapsedMs: Number.NaN, honeypot: clean }).score).toBe(70);
  });

  it('is always 0..100 and follows the pass rule (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 4 * 3_600_000 })),
        fc.string({ maxLength: 3 }),
        fc.string({ maxLength: 3 }),
        fc.option(fc.string({ maxLength: 120 })),
        fc.option(fc.string({ maxLength: 120 })),
        fc.nat(15),
        fc.boolean(),
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.option(fc.string()),
        (elapsedMs, website, emailConfirm, artistName, releaseTitle, trackCount, hasArtwork, firstName, surname, email) => {
          const r = scoreBotCheck({
            elapsedMs,
            honeypot: { website, email_confirm: emailConfirm },
            artistName,
            releaseTitle,
            trackCount,
            hasArtwork,
            firstName,
            surname,
            email,
          });
          const honeypot = r.issues.includes(BOT_MESSAGES.honeypotFilled);
          const tooFast = r.issues.includes(BOT_MESSAGES.tooFast);
          const rule = !tooFast && ((r.score >= 30 && r.issues.length === 0) || (r.score >= 50 && !honeypot));
          return Number.isInteger(r.score) && r.score >= 0 && r.score <= 100 && r.passed === rule;
        },
      ),
    );
  });
});
