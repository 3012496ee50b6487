// spec: artist-portal §2 Contract Signing tab, §8 Error catalogue.
export const AGREEMENT_MESSAGES = {
  creationFailed: 'Could not create signature request. Please try again.',
  creationInFlight: 'A signature request is already being created. Please wait a moment and try again.',
  conflict: 'This request is already in progress. Please refresh the page if you need to start over.',
  initialisationError: 'Error initializing contract',
  noSignUrl: 'No signature URL available. Please try again.',
  popupBlocked: 'Popup blocked. Please allow popups for this site and try again.',
  pollingError: 'Error checking contract status...',
  alreadySigned: 'Your agreement is already signed and cannot be signed again. You can download it from this tab.',
  demoCreateFailed: 'Failed to create signature request',
  demoStatusFailed: 'Failed to check signature status',
} as const;

export const AGREEMENT_LABELS = {
  review: 'Review and Sign Agreement',
  creating: 'Creating Contract...',
  signed: 'Agreement Signed',
  success: 'You have successfully signed the agreement. Thank you!',
  dialogTitle: 'Sign Your Artist Agreement',
  retry: 'Retry',
} as const;

/** The message for a failed creation: 409 has its own; otherwise the generic one. */
export function agreementCreationMessage(httpStatus: number | null): string {
  return httpStatus === 409 ? AGREEMENT_MESSAGES.conflict : AGREEMENT_MESSAGES.creationFailed;
}
