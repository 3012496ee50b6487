// spec: artist-portal §9 Agreement term 12 months; termination notice 30 days.
export const AGREEMENT_TERM_MONTHS = 12;
export const AGREEMENT_NOTICE_DAYS = 30;

export const SIGNING_PAGE_MESSAGES = {
  nameRequired: 'Please type your full name to sign',
  nameMismatch: 'Please type your full name as it appears in the agreement',
  consentRequired: 'Please tick the box to confirm you have read and agree to the agreement',
  documentChanged: 'The agreement changed since you opened it. Please reload the page and read it again.',
  linkInvalid: 'This signing link is invalid or has already been used.',
  linkExpired: 'This signing link has expired. Please return to your dashboard to create a new one.',
  signed: 'Thank you. Your agreement is signed. You can close this window.',
  declined: 'You declined the agreement. You can close this window.',
  notOwnAccount: 'You can only create an agreement for your own account',
} as const;
