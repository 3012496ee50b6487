// spec: public flow §8 Submission, §2.4 dialogs.
export const SUBMISSION_MESSAGES = {
  trackUploadFailed: (title: string, detail: string) => `Failed to upload ${title}: ${detail}`,
  artworkUploadFailed: (detail: string) => `Failed to upload main artwork: ${detail}`,
  customArtworkUploadFailed: (title: string, detail: string) => `Failed to upload custom artwork for ${title}: ${detail}`,
  boardCreateFailed: 'Failed to create the submission entry',
  boardUpdateFailed: 'Failed to update the submission entry from your invitation',
  generic: 'Failed to submit music',
  submitButton: 'Submit Music',
  submitting: 'Submitting...',
  backToEdit: 'Back to Edit',
  duplicateSubmit: 'Your submission is already being sent',
} as const;
