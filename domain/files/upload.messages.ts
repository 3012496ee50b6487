// Server-side upload refusals that the spec does not word; the spec's own messages stay in files.messages.ts.
export const UPLOAD_SERVER_MESSAGES = {
  sessionRequired: 'Your form session is missing or has expired. Please reload the page and try again.',
  fileTypeRequired: "fileType must be 'audio' or 'artwork'",
  fileRequired: 'No file was sent',
  oneFileOnly: 'Send one file per upload',
  uploadNotFound: 'No pending upload with that file name; request a new upload URL',
  nothingUploaded: 'The file has not been uploaded yet; PUT it to the upload URL first',
  fileNotFound: 'File not found',
  uploadBusy: 'Another request is writing this upload right now; resume it in a moment',
  notStoredIntact: 'The file did not reach storage intact; please upload it again',
  notYours: 'You do not have access to this file',
  rangeNotSatisfiable: 'The requested range is not satisfiable',
  uploadExpired: 'This upload has expired; please choose the file again',
  moreThanDeclared: 'More bytes were sent than the Upload-Length declared when the upload started',
  uploadLengthRequired: 'Upload-Length is required: the file size must be known when the upload starts',
  storageUnavailable: 'File storage is unavailable, please try again',
  tooManyUnclaimed: (minutes: number) =>
    `Too many files without a form session came from your address. Send sessionId before the file, or as the X-Form-Session header, or wait ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** The wizard's fileType field: what kind of file an upload is. */
export function uploadKindOf(fileType: string | null | undefined): 'audio' | 'artwork' | null {
  const value = (fileType ?? '').trim().toLowerCase();
  if (value === 'audio' || value === 'track') return 'audio';
  if (value === 'artwork' || value === 'image' || value === 'custom-artwork') return 'artwork';
  return null;
}
