// spec: public flow §5 validation rules and §2.4 dialogs / §8 Waiting list.
export const FORM_MESSAGES = {
  step1Required: 'Please fill in all required fields: Artist Name, Country, and City',
  step1InvalidEmail: 'Please provide a valid email address',
  includeHost: (host: string) => `Please include ${host}/ in the URL`,
  waitingListMissing: (labels: readonly string[]) => `Please fill in the following required fields: ${labels.join(', ')}`,
  listenLinkRequired: 'Please provide a listen link for your latest project.',
  atLeastOneTrack: 'Please add at least one track for your release',
  addTracksStandalone: 'Please add tracks for your release',
  trackTitlesRequired: 'Track titles are required for all tracks',
  releaseTitleRequired: 'Release title is required',
  primaryGenreRequired: 'Primary genre is required',
  subGenreRequired: 'Sub-genre is required',
  trackNeedsCredits: (n: number, title: string) => `Track ${n} "${title}" needs contributors and roles`,
  /** (ours) the wizard hides the add button at the cap; the API needs words for a payload over it. */
  tooManyTracks: (label: string, cap: number) => `${/^[AEIOU]/i.test(label) ? 'An' : 'A'} ${label} can have at most ${cap} tracks`,
} as const;

export const SOCIAL_HOSTS = { instagram: 'instagram.com', tiktok: 'tiktok.com' } as const;
