// What stores take as a track's file: WAV in PCM format 1, never the
// EXTENSIBLE wrapper (0xFFFE), or FLAC for a target that asks for it.

export const DELIVERY_AUDIO_FORMATS = ['wav', 'flac'] as const;
export type DeliveryAudioFormat = (typeof DELIVERY_AUDIO_FORMATS)[number];

/** An EXTENSIBLE WAV is rewrapped as format 1 only when format 1 can say the same: stereo, 16 or 24-bit integer PCM. */
export const REWRAPPABLE_EXTENSIBLE = { channels: 2, bitsPerSample: [16, 24] } as const;

/** Why a track's file cannot go to a store as it is; staff read it on the release and in the download's answer. */
export const STORE_AUDIO_MESSAGES = {
  notWav: (fileName: string) => `${fileName} is not a WAV file (it has no RIFF/WAVE header), so it cannot be delivered.`,
  rf64: (fileName: string) => `${fileName} is an RF64 WAV (over 4 GB); stores take WAV files under 4 GB.`,
  noFormat: (fileName: string) => `${fileName} has no format chunk before its sample data, so it cannot be delivered.`,
  noData: (fileName: string) => `${fileName} has no sample data chunk, so it cannot be delivered.`,
  truncated: (fileName: string) => `${fileName} is cut short: its sample data is longer than the file. Ask the artist to upload it again.`,
  headerTooLarge: (fileName: string) => `${fileName} has more than 16 MB of tags before its sample data, so it cannot be delivered.`,
  notPcm: (fileName: string, format: string) =>
    `${fileName} holds ${format}, not integer PCM; stores take 16 or 24-bit PCM WAV. Ask the artist for a PCM export.`,
  extensibleLayout: (fileName: string, found: string) =>
    `${fileName} is a ${found} WAV; only stereo 16 or 24-bit WAVs can be rewrapped for stores. Ask the artist for a stereo 16 or 24-bit PCM export.`,
  flacFailed: (fileName: string, detail: string) => `${fileName} could not be encoded as FLAC: ${detail}`,
} as const;
