/** A RIFF chunk: where its 8-byte header starts in the file and the size its header declares (pad byte excluded). */
export interface WavChunk {
  id: string;
  offset: number;
  size: number;
}

/** The `fmt ` chunk's fields; the EXTENSIBLE ones are present only when the chunk carries them (cbSize ≥ 22). */
export interface WavFormat {
  formatTag: number;
  channels: number;
  sampleRateHz: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
  validBitsPerSample?: number;
  channelMask?: number;
  /** The sub-format GUID as lower-case hex bytes in file order. */
  subFormat?: string;
}

/** Everything up to the sample data: the chunks before `data`, the format, and the `data` chunk's place. */
export interface WavHead {
  format: WavFormat;
  chunksBeforeData: WavChunk[];
  data: WavChunk;
}

export type WavHeadProblem = 'notWav' | 'rf64' | 'noFormat' | 'noData' | 'truncated';

/** `more`: the head is longer than the bytes given; read further and ask again. */
export type WavHeadReading = { head: WavHead } | { problem: WavHeadProblem } | { more: true };

function readFormat(bytes: Buffer, at: number, size: number): WavFormat {
  const format: WavFormat = {
    formatTag: bytes.readUInt16LE(at),
    channels: bytes.readUInt16LE(at + 2),
    sampleRateHz: bytes.readUInt32LE(at + 4),
    byteRate: bytes.readUInt32LE(at + 8),
    blockAlign: bytes.readUInt16LE(at + 12),
    bitsPerSample: size >= 16 ? bytes.readUInt16LE(at + 14) : 0,
  };
  if (size >= 40 && bytes.readUInt16LE(at + 16) >= 22) {
    format.validBitsPerSample = bytes.readUInt16LE(at + 18);
    format.channelMask = bytes.readUInt32LE(at + 20);
    format.subFormat = bytes.subarray(at + 24, at + 40).toString('hex');
  }
  return format;
}

/**
 * Walks the RIFF chunks of a WAV's first bytes up to its `data` chunk (odd-sized chunks are followed by a pad byte).
 * `fileSize` is the stored object's size, so a data chunk longer than the file is caught before anything is sent.
 */
export function readWavHead(bytes: Buffer, fileSize: number): WavHeadReading {
  if (bytes.length < 12) return fileSize < 12 ? { problem: 'notWav' } : { more: true };
  const riff = bytes.toString('latin1', 0, 4);
  if (riff === 'RF64' || riff === 'BW64') return { problem: 'rf64' };
  if (riff !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') return { problem: 'notWav' };
  const chunksBeforeData: WavChunk[] = [];
  let format: WavFormat | undefined;
  for (let offset = 12; ;) {
    if (offset + 8 > fileSize) return { problem: 'noData' };
    if (offset + 8 > bytes.length) return { more: true };
    const chunk = { id: bytes.toString('latin1', offset, offset + 4), offset, size: bytes.readUInt32LE(offset + 4) };
    if (chunk.id === 'data') {
      if (!format) return { problem: 'noFormat' };
      if (offset + 8 + chunk.size > fileSize) return { problem: 'truncated' };
      return { head: { format, chunksBeforeData, data: chunk } };
    }
    const end = offset + 8 + chunk.size + (chunk.size & 1);
    if (end > bytes.length) return end > fileSize ? { problem: 'noData' } : { more: true };
    if (chunk.id === 'fmt ' && chunk.size >= 14) format = readFormat(bytes, offset + 8, chunk.size);
    chunksBeforeData.push(chunk);
    offset = end;
  }
}
