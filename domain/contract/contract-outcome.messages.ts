// Designed here (artist-portal §4 lists declined and expired but shows no text for them, nor for a poll timeout).
export const CONTRACT_OUTCOME_MESSAGES = {
  declined: 'You declined the agreement. Press Retry to start again.',
  expired: 'The signing link has expired. Press Retry to get a new one.',
  pollingTimedOut: 'We have not received your signature yet. Press Retry to check again.',
  popupClosed: 'The signing window was closed before the agreement was signed.',
  signingNote: 'By signing, you confirm that you have read and agree to the terms of the agreement.',
  downloadSigned: 'Download signed agreement (PDF)',
} as const;
