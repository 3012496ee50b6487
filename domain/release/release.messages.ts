// spec: public flow §5 Release date and Step 2; the singles-first messages are ours (the spec states the rules only).
export const RELEASE_MESSAGES = {
  releaseDateTooSoon: 'Release date must be at least 6 weeks from today',
  earlyReleaseReasonRequired: 'Please provide a reason for the early release request',
  releaseDateRequired: 'Release date is required',
  pastDate: '(Past date)',
  oneWeekFromNow: '(1 week from now)',
  weeksFromNow: (weeks: number) => `(${weeks} weeks from now)`,
  minimumDate: (date: string) => `Minimum: ${date}`,
  singleDateInPast: 'Single release date cannot be before today',
  singleDateRequired: 'Please choose a release date for each single',
  fullReleaseDateInPast: 'Full release date cannot be before today',
  fullReleaseDateRequired: 'Full release date is required',
  fullReleaseBeforeSingle: "Full release date cannot be before a single's release date",
  /** (ours) text in a date field that is no calendar date of years 1-9999. */
  invalidDate: 'Please enter a real date (yyyy-mm-dd)',
} as const;
