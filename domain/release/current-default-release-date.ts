import { defaultReleaseDate } from './release-lead-time';

export interface DefaultableReleaseDate {
  releaseDate: string;
  fullReleaseDate: string;
  /** The artist typed or picked the date; until then it is the form's default. */
  releaseDateChosen: boolean;
  earlyReleaseRequest: boolean;
}

/**
 * A default release date the artist never changed follows the calendar: a form opened in the evening and sent after
 * midnight moves its default to the new day's (still six weeks out) instead of refusing a date the artist never chose.
 * A chosen date is never moved: the lead-time rule tells the artist to change it.
 */
export function keepDefaultReleaseDateCurrent<T extends DefaultableReleaseDate>(state: T, today: Date): T {
  if (state.releaseDateChosen || state.earlyReleaseRequest) return state;
  const current = defaultReleaseDate(today);
  if (state.releaseDate >= current) return state;
  const fullReleaseDate = state.fullReleaseDate === state.releaseDate ? current : state.fullReleaseDate;
  return { ...state, releaseDate: current, fullReleaseDate };
}
