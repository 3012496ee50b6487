import type { ThrottleRule } from '../access/throttle-window';

const DAY_MINUTES = 24 * 60;
const HOUR_MINUTES = 60;

// 'Finish later' mails a link to the draft's own address only, and only a few times a day: the label's mailer is
// not a way to send mail to strangers. Both limits count every attempt, across all instances.
export const FINISH_LATER_PER_DRAFT: ThrottleRule = { limit: 3, windowMinutes: DAY_MINUTES };
export const FINISH_LATER_PER_RECIPIENT: ThrottleRule = { limit: 3, windowMinutes: DAY_MINUTES };

// A caller who opens many drafts, each with its own step-1 address, still reaches only a few different people an
// hour; and however many addresses the callers come from, the mailer reaches only so many different people an hour.
// Counted over the last hour (a mail to an address already mailed in it takes no new place), across all instances.
export const FINISH_LATER_RECIPIENTS_PER_CLIENT: ThrottleRule = { limit: 5, windowMinutes: HOUR_MINUTES };
export const FINISH_LATER_RECIPIENTS_OVERALL: ThrottleRule = { limit: 50, windowMinutes: HOUR_MINUTES };

export const FINISH_LATER_MESSAGES = {
  onlyOwnAddress: 'The link can only be sent to the email on the first step of this release.',
  tooMany: 'The link to this release was already emailed several times today. Check your inbox (and spam folder), or try again tomorrow.',
  tooManyRecipientsFromClient:
    'Links to finish later were already emailed to several different addresses from your connection in the last hour. Your draft is saved; try again later.',
  tooManyRecipientsOverall: "We are sending no more 'finish later' emails for a short while. Your draft is saved; try again later.",
} as const;
