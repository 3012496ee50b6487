// spec: public flow §9 Bot score: every constant of the scoring.
export const BOT_HONEYPOT_FIELDS = ['website', 'email_confirm'] as const;
export const BOT_MIN_FORM_TIME_MS = 3_000;
/** Completion up to this is 'between 3 s and 2 min' and scores +15. */
export const BOT_QUICK_HUMAN_MAX_MS = 120_000;
export const BOT_MAX_FORM_TIME_MS = 30 * 60_000;

export const BOT_SCORE = {
  startWithTiming: 60,
  startWithoutTiming: 50,
  tooFast: -20,
  humanPace: 15,
  tooSlow: -10,
  honeypotClean: 20,
  honeypotFilled: -60,
  artistName: 15,
  releaseTitle: 15,
  tracks: 20,
  artwork: 10,
  names: 10,
  email: 5,
  shortLowercaseArtistName: -5,
  min: 0,
  max: 100,
  passWithoutIssues: 30,
  passWithoutHoneypotIssue: 50,
} as const;

/** Text fields count when 1 to 99 characters long. */
export const BOT_TEXT_MAX_LENGTH = 99;
export const SHORT_LOWERCASE_NAME = /^[a-z]{1,3}$/;
