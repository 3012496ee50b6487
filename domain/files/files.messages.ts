// spec: public flow §5 Audio and Artwork, §8 Uploads and Audio preview.
export const FILE_MESSAGES = {
  invalidWav: (got: string, browser: string) => `Invalid file type. Expected: WAV file. Got: ${got} (Browser: ${browser})`,
  fileTooLarge: (megabytes: number) => `File size exceeds ${megabytes}MB limit`,
  processFailed: 'Failed to process file',
  invalidJpeg: 'Please select a valid JPEG or JPG file',
  previewFailed: 'Unable to preview image. File is valid and will be uploaded, but preview failed.',
} as const;

export const UPLOAD_MESSAGES = {
  networkError: 'Network error',
  connectFailed: 'Failed to connect to server',
  timeout: 'Upload timeout',
  tookTooLong: 'Upload took too long',
  parseFailed: 'Failed to parse server response',
  httpStatus: (status: number) => `HTTP ${status}`,
  stalled: (seconds: number) => `Nothing reached the server for ${seconds} seconds`,
  uploadFailed: 'Upload failed',
  processingFailed: 'Processing failed',
  doNotClose: 'Please do not refresh or close this tab while your files upload.',
  retry: 'Retry',
  interrupted: (fileName: string) =>
    `'${fileName}' was still uploading when the page closed. Pick it again: the upload goes on from where it stopped.`,
} as const;

export const AUDIO_PREVIEW_MESSAGES = {
  unplayable: 'Unable to play audio file. Please check the file format.',
  blocked: 'Audio playback blocked by browser. Please click the play button to allow audio.',
  unsupported: 'Audio format not supported by your browser.',
  generic: 'Unable to play audio. Please try again.',
} as const;
