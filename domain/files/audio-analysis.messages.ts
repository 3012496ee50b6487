export const AUDIO_ANALYSIS_MESSAGES = {
  pending: 'Listening to your master: loudness and mastering checks appear here in a few seconds.',
  failed: 'We could not measure this file; staff will listen to it themselves.',
} as const;
