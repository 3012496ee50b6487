import { MAX_SOCIAL_CLIPS } from '../clips/social-clip';
import { formatClipTime } from '../clips/clip-time';

// Refusals the spec does not word (ours); the wizard and the API show them on the offending field.
export const SERVER_SUBMISSION_MESSAGES = {
  fileNotFound: 'An uploaded file could not be found for this form session. Please upload it again.',
  tooManyClips: `A track can have at most ${MAX_SOCIAL_CLIPS} social clips`,
  clipTimesRequired: 'Please set a start and end time (mm:ss) for every clip',
  clipBeyondTrack: (end: number, length: number) =>
    `Clip must end within the track (it ends at ${formatClipTime(end)}; the track is ${formatClipTime(length)} long)`,
  primaryGenreUnknown: 'Please choose a primary genre from the list',
  subGenreUnknown: 'Please choose a sub-genre from the list',
  catalogueItemNotFound: 'This release could not be found on Spotify. Please check the link.',
  webLinkRequired: 'Please enter a link starting with http:// or https://',
} as const;
