// spec: artist-portal §9 Agreement term 12 months; termination notice 30 days.
export const AGREEMENT_TERM_MONTHS = 12;
export const AGREEMENT_NOTICE_DAYS = 30;

/** The label as a party to the agreement. */
export const LABEL_LEGAL_NAME = 'Harbour Sound Ltd';
export const GOVERNING_LAW = 'the law of England and Wales (United Kingdom)';
/** Royalty Schedule: the artist's share of net receipts, in per cent. */
export const ROYALTY_SHARES = { streaming: 80, licensing: 70, physical: 60 } as const;

/** The dashboard's summary of the agreement (artist-portal §3); each line restates a clause of the full text. */
export const AGREEMENT_SUMMARY: readonly string[] = [
  `An agreement with ${LABEL_LEGAL_NAME} for ${AGREEMENT_TERM_MONTHS} months from the date you sign.`,
  'Non-exclusive rights: you stay free to release elsewhere and keep your copyright.',
  `Royalties paid per the royalty schedule: ${ROYALTY_SHARES.streaming}% of net receipts from downloads and streaming.`,
  `Either side may end it on ${AGREEMENT_NOTICE_DAYS} days’ written notice.`,
  `Governed by ${GOVERNING_LAW}.`,
];

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
