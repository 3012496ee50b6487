/** The fmt chunk as far as the inspector and the clip cutter need it. */
export interface WavFormat {
  container: 'RIFF' | 'RF64';
  formatCode: number;
  subFormatCode: number | null;
  channels: number;
  sampleRate: number;
  blockAlign: number;
  bitDepth: number;
}

/** Where the samples are: the header has been walked up to the start of the data chunk. */
export interface WavLayout {
  format: WavFormat;
  dataOffset: number;
  dataSize: number;
  /** The size the RIFF (or ds64) header declares for the whole file, header included. */
  declaredFileSize: number;
}

export const FLOAT_FORMAT = 0x0003;
export const EXTENSIBLE_FORMAT = 0xfffe;

export function effectiveFormat(format: WavFormat): number | null {
  return format.formatCode === EXTENSIBLE_FORMAT ? format.subFormatCode : format.formatCode;
}

export function bytesPerSample(format: WavFormat): number {
  return format.blockAlign / format.channels;
}
