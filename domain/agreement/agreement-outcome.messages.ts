// Designed here (artist-portal §4 lists declined and expired but shows no text for them, nor for a poll timeout).
export const AGREEMENT_OUTCOME_MESSAGES = {
  declined: 'You declined the agreement. Press Retry to start again.',
  expired: 'The signing link has expired. Press Retry to get a new one.',
  pollingTimedOut: 'We have not received your signature yet. Press Retry to check again.',
  signingNote: 'By signing, you confirm that you have read and agree to the terms of the agreement.',
  downloadSigned: 'Download signed agreement (PDF)',
  /** The signer's window closed: the tab keeps listening for the provider's answer a little longer. */
  signingWindowClosed: 'The signing window was closed. If you signed, this page updates by itself in a few seconds.',
  /** A provider callback whose event hash does not match. */
  eventUnverified: 'The event could not be verified',
  /** Events sent while the built-in signer is configured: no provider sends them. */
  noEventsExpected: 'This portal takes no signature events',
  /** Signed at the provider, its PDF not fetched yet (it is fetched again until it arrives). */
  signedPdfPending: 'Your signed agreement is being prepared. The download will be ready in a moment.',
} as const;
