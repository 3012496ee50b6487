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
