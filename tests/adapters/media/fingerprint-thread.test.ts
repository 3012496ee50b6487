import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { MediaRefusedError } from '../../../application/ports/media-inspector.port';
import type { UploadKind } from '../../../application/ports/upload.repository.port';
import { FingerprintThread } from '../../../adapters/media/fingerprint-thread';
import { StreamingMediaInspector } from '../../../adapters/media/streaming.media-inspector';
import { buildWav, sine } from '../../support/media/wav-builder';

const thread = new FingerprintThread();
afterAll(() => thread.close());

/** Feeds the bytes in uneven pieces, waiting whenever the thread asks to, then finishes. */
async function fingerprint(id: string, kind: UploadKind, bytes: Buffer, pieceSize = 65_521) {
  thread.begin(id, kind, 'Firefox');
  for (let at = 0; at < bytes.length; at += pieceSize) {
    if (!thread.add(id, bytes.subarray(at, at + pieceSize))) await thread.room();
  }
  return thread.finish(id);
}

const streamed = (kind: UploadKind, bytes: Buffer) =>
  new StreamingMediaInspector().check(kind, Readable.from([bytes]), { browser: 'Firefox' });

describe('FingerprintThread', () => {
  it('answers the SHA-256 and the same quality report as the streaming inspector, past the batches in flight', async () => {
    // About 13 MB: more than the batches the thread may hold at once, so the feeder waits for room.
    const wav = buildWav({ bits: 24, rate: 48000, channels: 2, frames: 48000 * 45, sample: sine(440, 1.2) });
    const result = await fingerprint('long', 'audio', wav);
    expect(result).toEqual({ sha256: createHash('sha256').update(wav).digest('hex'), quality: await streamed('audio', wav) });
    expect(result?.quality.facts.clippedSamples).toBeGreaterThan(0);
  });

  it('refuses what the streaming inspector refuses, with the same message', async () => {
    const junk = Buffer.from('ID3 this is no WAV at all');
    const expected = await streamed('audio', junk).then(
      () => 'not refused',
      (error: Error) => error.message,
    );
    await expect(fingerprint('junk', 'audio', junk, 3)).rejects.toThrow(new MediaRefusedError(expected));
  });

  it('answers null (recompute from storage) for an upload it lost or never began', async () => {
    await expect(thread.finish('never-begun')).resolves.toBeNull();
    const lost = new FingerprintThread();
    lost.begin('cut', 'audio', 'Firefox');
    lost.add('cut', buildWav({ bits: 16, rate: 44100, channels: 2, frames: 4410 }));
    await lost.close();
    await expect(lost.finish('cut')).resolves.toBeNull();
  });
});
