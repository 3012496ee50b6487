import type { ThrottleRule } from '../access/throttle-window';

const DAY_MINUTES = 24 * 60;

// 'Finish later' mails a link to the draft's own address only, and only a few times a day: the label's mailer is
// not a way to send mail to strangers. Both limits count every attempt, across all instances.
export const FINISH_LATER_PER_DRAFT: ThrottleRule = { limit: 3, windowMinutes: DAY_MINUTES };
export const FINISH_LATER_PER_RECIPIENT: ThrottleRule = { limit: 3, windowMinutes: DAY_MINUTES };

export const FINISH_LATER_MESSAGES = {
  onlyOwnAddress: 'The link can only be sent to the email on the first step of this release.',
  tooMany: 'The link to this release was already emailed several times today. Check your inbox (and spam folder), or try again tomorrow.',
} as const;
