import { CATALOGUE_STAGES } from './catalogue-stage';

/** (ours) Messages of the staff's catalogue views. */
export const LABEL_CATALOGUE_MESSAGES = {
  artistNotFound: 'Artist not found',
  unknownStage: (value: string) => `Unknown catalogue stage '${value}': use ${CATALOGUE_STAGES.join(', ')}`,
  badRange: 'The release date range ends before it starts',
  rangeTooLong: (days: number) => `Ask for at most ${days} days of releases at once`,
  empty: 'No releases match these filters.',
  noReleases: 'This artist has not sent a release yet.',
} as const;

/** The calendar asks for a month at a time; a range is capped so one read stays small. */
export const CATALOGUE_RANGE_MAX_DAYS = 400;
export const CATALOGUE_PAGE_MAX = 500;
