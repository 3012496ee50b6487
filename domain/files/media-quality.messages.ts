// Quality warnings and content refusals for uploaded media. Warnings never refuse a file.
export const AUDIO_QUALITY_WARNINGS = {
  notPcm: (code: string) => `Audio is not integer PCM (format ${code})`,
  bitDepth: (bits: number) => `Bit depth is ${bits}-bit; 16-bit or 24-bit is expected`,
  sampleRate: (hz: number) => `Sample rate is ${hz} Hz; at least 44100 Hz is expected`,
  channels: (channels: number) =>
    channels === 1 ? 'Audio is mono; stereo is expected' : `Audio has ${channels} channels; stereo is expected`,
  trailingData: (bytes: number) => `${bytes} bytes of data follow the audio data chunk`,
  clipping: (samples: number) => `${samples} samples at full scale (possible clipping)`,
  tooShort: 'Audio is shorter than 1 second',
  sameAudioAs: (fileName: string) => `The same audio as '${fileName}', already uploaded for another track`,
} as const;

export const ARTWORK_QUALITY_WARNINGS = {
  notSquare: (width: number, height: number) => `Artwork is ${width}×${height}; it should be square`,
  tooSmall: (minimum: number) => `Artwork should be at least ${minimum}×${minimum} pixels`,
  colourSpace: (space: string) => `Artwork colour space is ${space}; sRGB is expected`,
  truncated: 'Artwork ends before its end-of-image marker (the file may be truncated)',
} as const;

export const MEDIA_REFUSALS = {
  /** A file that starts like WAV but whose chunks do not hold together. */
  malformedWav: (reason: string) => `Invalid WAV file: ${reason}`,
  malformedJpeg: (reason: string) => `Invalid JPEG file: ${reason}`,
  oversizedImage: (width: number, height: number, maxSide: number) =>
    `Image dimensions ${width}×${height} exceed the ${maxSide}×${maxSide} pixel limit`,
} as const;
