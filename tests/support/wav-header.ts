/** A RIFF chunk a test WAV carries besides `fmt ` and `data` (LIST, bext…); odd-sized bodies get their pad byte. */
export interface ExtraChunk {
  id: string;
  body: Buffer;
}

export interface WavHeaderOptions {
  /** `extensible`: WAVE_FORMAT_EXTENSIBLE (0xFFFE) with the PCM sub-format, as DAWs write 24-bit files. */
  layout: 'pcm' | 'extensible';
  dataBytes: number;
  channels?: number;
  bitsPerSample?: number;
  validBitsPerSample?: number;
  sampleRateHz?: number;
  /** KSDATAFORMAT_SUBTYPE_* first two bytes: 1 PCM, 3 float. */
  subFormatTag?: number;
  /** A `fact` chunk, as sox writes beside an EXTENSIBLE format. */
  fact?: boolean;
  before?: ExtraChunk[];
  /** Bytes of chunks after the sample data (and its pad byte), counted in the RIFF size. */
  trailingBytes?: number;
}

export function chunk(id: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(id, 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, Buffer.alloc(body.length & 1)]);
}

function formatBody(o: WavHeaderOptions): Buffer {
  const channels = o.channels ?? 2;
  const bits = o.bitsPerSample ?? 24;
  const rate = o.sampleRateHz ?? 44_100;
  const body = Buffer.alloc(o.layout === 'pcm' ? 16 : 40);
  body.writeUInt16LE(o.layout === 'pcm' ? 1 : 0xfffe, 0);
  body.writeUInt16LE(channels, 2);
  body.writeUInt32LE(rate, 4);
  body.writeUInt32LE((rate * channels * bits) / 8, 8);
  body.writeUInt16LE((channels * bits) / 8, 12);
  body.writeUInt16LE(bits, 14);
  if (o.layout === 'extensible') {
    body.writeUInt16LE(22, 16);
    body.writeUInt16LE(o.validBitsPerSample ?? bits, 18);
    body.writeUInt32LE(channels === 2 ? 3 : 4, 20);
    Buffer.from('0100000000001000800000aa00389b71', 'hex').copy(body, 24);
    body.writeUInt16LE(o.subFormatTag ?? 1, 24);
  }
  return body;
}

/** A WAV's bytes up to and including the `data` chunk's 8-byte header; the samples follow it. */
export function wavHeader(o: WavHeaderOptions): Buffer {
  const frames = Math.floor(o.dataBytes / (((o.channels ?? 2) * (o.bitsPerSample ?? 24)) / 8));
  const chunks = [
    chunk('fmt ', formatBody(o)),
    ...(o.fact ? [chunk('fact', Buffer.from(Uint32Array.of(frames).buffer))] : []),
    ...(o.before ?? []).map((extra) => chunk(extra.id, extra.body)),
  ];
  const dataHead = Buffer.alloc(8);
  dataHead.write('data', 0, 'latin1');
  dataHead.writeUInt32LE(o.dataBytes, 4);
  const riff = Buffer.alloc(12);
  const head = Buffer.concat([riff, ...chunks, dataHead]);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(head.length - 8 + o.dataBytes + (o.dataBytes & 1) + (o.trailingBytes ?? 0), 4);
  riff.write('WAVE', 8, 'latin1');
  riff.copy(head, 0);
  return head;
}
