const SIGNATURES: Array<[string, number[], number]> = [
  ['image/jpeg', [0xff, 0xd8, 0xff], 0],
  ['image/png', [0x89, 0x50, 0x4e, 0x47], 0],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46], 0],
  ['audio/flac', [0x66, 0x4c, 0x61, 0x43], 0],
  ['audio/ogg', [0x4f, 0x67, 0x67, 0x53], 0],
  ['audio/mpeg', [0x49, 0x44, 0x33], 0],
  ['application/zip', [0x50, 0x4b, 0x03, 0x04], 0],
  ['audio/mp4', [0x66, 0x74, 0x79, 0x70], 4],
];

/** What the first bytes look like, for the 'Got: ...' part of the spec's WAV message. */
export function sniffType(head: Buffer): string {
  for (const [type, bytes, at] of SIGNATURES) {
    if (head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b)) return type;
  }
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0) return 'audio/mpeg';
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'RIFF') return 'application/x-riff';
  return 'application/octet-stream';
}
