import { MAX_SOCIAL_CLIPS } from '../clips/social-clip';

// Server-side refusals the spec does not word; the API answers them with the offending field.
export const SERVER_SUBMISSION_MESSAGES = {
  fileNotFound: 'An uploaded file could not be found for this form session. Please upload it again.',
  tooManyClips: `A track can have at most ${MAX_SOCIAL_CLIPS} social clips`,
  clipTimesRequired: 'Please set a start and end time (mm:ss) for every clip',
} as const;
