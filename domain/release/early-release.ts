import { defaultReleaseDate } from './release-lead-time';

export interface EarlyReleaseState {
  earlyReleaseRequest: boolean;
  earlyReleaseReason: string;
  releaseDate: string;
}

/** public flow §4 Early release: turning it on keeps the date; off resets the date to the default and clears the reason. */
export function toggleEarlyRelease<T extends EarlyReleaseState>(state: T, on: boolean, today: Date): T {
  if (on) return { ...state, earlyReleaseRequest: true };
  return { ...state, earlyReleaseRequest: false, earlyReleaseReason: '', releaseDate: defaultReleaseDate(today) };
}
