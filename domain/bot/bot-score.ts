import { BOT_MESSAGES } from './bot.messages';
import {
  BOT_HONEYPOT_FIELDS,
  BOT_MAX_FORM_TIME_MS,
  BOT_MIN_FORM_TIME_MS,
  BOT_QUICK_HUMAN_MAX_MS,
  BOT_SCORE,
  BOT_TEXT_MAX_LENGTH,
  SHORT_LOWERCASE_NAME,
} from './bot-rules';

export interface BotCheckInput {
  /** Milliseconds between the form session start and submit; null when there is no timing data. */
  elapsedMs: number | null;
  honeypot: Partial<Record<(typeof BOT_HONEYPOT_FIELDS)[number], string | null>>;
  artistName?: string | null;
  releaseTitle?: string | null;
  trackCount?: number;
  hasArtwork?: boolean;
  firstName?: string | null;
  surname?: string | null;
  email?: string | null;
}

export interface BotCheckResult {
  score: number;
  issues: string[];
  passed: boolean;
}

const hasLength = (v: string | null | undefined): boolean => !!v && v.length >= 1 && v.length <= BOT_TEXT_MAX_LENGTH;

function timingPoints(elapsedMs: number, issues: string[]): number {
  if (elapsedMs < BOT_MIN_FORM_TIME_MS) {
    issues.push(BOT_MESSAGES.tooFast);
    return BOT_SCORE.tooFast;
  }
  if (elapsedMs <= BOT_QUICK_HUMAN_MAX_MS) return BOT_SCORE.humanPace;
  if (elapsedMs > BOT_MAX_FORM_TIME_MS) {
    issues.push(BOT_MESSAGES.tooSlow);
    return BOT_SCORE.tooSlow;
  }
  return 0;
}

function contentPoints(input: BotCheckInput): number {
  let points = 0;
  if (hasLength(input.artistName)) points += BOT_SCORE.artistName;
  if (hasLength(input.releaseTitle)) points += BOT_SCORE.releaseTitle;
  if ((input.trackCount ?? 0) > 0) points += BOT_SCORE.tracks;
  if (input.hasArtwork) points += BOT_SCORE.artwork;
  if (input.firstName && input.surname) points += BOT_SCORE.names;
  if (input.email && input.email.includes('@')) points += BOT_SCORE.email;
  if (input.artistName && SHORT_LOWERCASE_NAME.test(input.artistName)) points += BOT_SCORE.shortLowercaseArtistName;
  return points;
}

/** The bot score of public flow §9, clamped to 0..100, with its issues and the pass rule. */
export function scoreBotCheck(input: BotCheckInput): BotCheckResult {
  const issues: string[] = [];
  const timed = input.elapsedMs !== null && Number.isFinite(input.elapsedMs);
  let score: number = timed ? BOT_SCORE.startWithTiming : BOT_SCORE.startWithoutTiming;
  if (timed) score += timingPoints(input.elapsedMs as number, issues);
  const honeypotFilled = BOT_HONEYPOT_FIELDS.some((f) => (input.honeypot[f] ?? '') !== '');
  if (honeypotFilled) issues.push(BOT_MESSAGES.honeypotFilled);
  score += honeypotFilled ? BOT_SCORE.honeypotFilled : BOT_SCORE.honeypotClean;
  score += contentPoints(input);
  score = Math.max(BOT_SCORE.min, Math.min(BOT_SCORE.max, score));
  // Content points must not buy back machine speed: a post faster than the minimum form time never passes.
  const tooFast = issues.includes(BOT_MESSAGES.tooFast);
  const passed =
    !tooFast &&
    ((score >= BOT_SCORE.passWithoutIssues && issues.length === 0) || (score >= BOT_SCORE.passWithoutHoneypotIssue && !honeypotFilled));
  return { score, issues, passed };
}
