import type { ThrottleRule } from './throttle-window';

/** 'Lost your code?': a few fresh codes per address an hour, and a ceiling per caller so addresses cannot be swept. */
export const LOST_CODE_PER_EMAIL: ThrottleRule = { limit: 3, windowMinutes: 60 };
export const LOST_CODE_PER_IP: ThrottleRule = { limit: 10, windowMinutes: 60 };

export const LOST_CODE_MESSAGES = {
  /** The same answer whether or not the address belongs to an artist. */
  sent: 'If this address belongs to one of our artists, a new sign-in code is on its way to it. It replaces the old code.',
  tooMany: 'Too many requests for a new code. Please try again later.',
  mailSubject: (artistName: string) => `${artistName}, your new sign-in code`,
} as const;
