// spec: public flow §9 Privacy retention (and §2.11 Privacy Policy).
export interface RetentionPeriod {
  readonly data: string;
  readonly years: number;
  /** What the period is counted from. */
  readonly after: 'account closure' | 'collection' | 'agreement end';
}

export const PRIVACY_RETENTION: readonly RetentionPeriod[] = [
  { data: 'Account data', years: 2, after: 'account closure' },
  { data: 'Submission data', years: 7, after: 'collection' },
  { data: 'Music files', years: 3, after: 'agreement end' },
  { data: 'Payment data', years: 7, after: 'collection' },
  { data: 'Analytics', years: 2, after: 'collection' },
  { data: 'Support messages', years: 3, after: 'collection' },
];

export const DATA_REQUEST_RESPONSE_DAYS = 30;
export const MINIMUM_USER_AGE = 16;

function yearsBefore(today: Date, years: number): Date {
  const cutoff = new Date(today);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** What the privacy policy lets us keep on `today`: anything dated before a cutoff goes. */
export interface RetentionCutoffs {
  /** Accounts closed (staff deactivated, artist access revoked) before this lose their account data. */
  accountsClosedBefore: Date;
  submissionsCollectedBefore: Date;
  /** Music files of artists whose agreement ended (access revoked) before this are deleted. */
  agreementsEndedBefore: Date;
  analyticsCollectedBefore: Date;
}

export function retentionCutoffs(today: Date): RetentionCutoffs {
  // Built here rather than at module level: a top-level call is a side effect the bundler keeps, and it made every
  // page that imports domain/shared load this module.
  const yearsOf: Readonly<Record<string, number>> = Object.fromEntries(PRIVACY_RETENTION.map((r) => [r.data, r.years]));
  return {
    accountsClosedBefore: yearsBefore(today, yearsOf['Account data']),
    submissionsCollectedBefore: yearsBefore(today, yearsOf['Submission data']),
    agreementsEndedBefore: yearsBefore(today, yearsOf['Music files']),
    analyticsCollectedBefore: yearsBefore(today, yearsOf['Analytics']),
  };
}
