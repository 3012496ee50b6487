import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StoreAudio } from '../../../../adapters/delivery-package/audio/store-audio';
import { StoreAudioReleaseReader } from '../../../../adapters/delivery-package/audio/store-audio.release-reader';
import { StoreAudioRefusedError } from '../../../../adapters/delivery-package/audio/store-audio-refused.error';
import { LocalFileStorage } from '../../../../adapters/file-storage/local.file-storage';
import type { DeliveryAudioFile } from '../../../../application/ports/release-for-delivery.port';
import { aReleaseForDelivery } from '../../../support/builders/release-for-delivery.builder';
import { chunkBody } from '../../../support/wav-chunks';
import { wavHeader } from '../../../support/wav-header';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('store audio: the file a package carries, made from the stored upload', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-audio-'));
  const storage = new LocalFileStorage(path.join(dir, 'files'), 'store-audio-test-secret');
  const audio = new StoreAudio(storage);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function stored(name: string, bytes: Buffer): Promise<DeliveryAudioFile> {
    const storageKey = `artists/test/audio/${name}.wav`;
    await storage.put(storageKey, bytes, { contentType: 'audio/wav', maxBytes: bytes.length });
    const facts = { sampleRateHz: 44_100, bitsPerSample: 24, channels: 2 };
    return { storageKey, fileName: `A1_01_${name}.wav`, sha256: sha256(bytes), sizeBytes: bytes.length, ...facts };
  }
  const read = async (key: string) => {
    const parts: Buffer[] = [];
    for await (const part of await storage.read(key)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  };

  /** Two seconds of a 24-bit stereo sweep as sox writes it by default: WAVE_FORMAT_EXTENSIBLE with a fact chunk. */
  const soxExtensible = (() => {
    const file = path.join(dir, 'sox-24.wav');
    execFileSync('sox', ['-n', '-r', '48000', '-b', '24', '-c', '2', file, 'synth', '2', 'sine', '110-7000', 'sine', '220', 'gain', '-3']);
    return readFileSync(file);
  })();

  it("sox's EXTENSIBLE 24-bit WAV arrives as PCM format 1 with its sample data's SHA-256 equal to the upload's", async () => {
    expect(soxExtensible.readUInt16LE(20)).toBe(0xfffe);
    const upload = await stored('sox24', soxExtensible);
    const sent = await audio.prepare(upload, 'wav');
    const bytes = await read(sent.storageKey);
    expect(sent.storageKey).not.toBe(upload.storageKey);
    expect(sent.fileName).toBe(upload.fileName);
    expect([sent.sha256, sent.sizeBytes]).toEqual([sha256(bytes), bytes.length]);
    expect(bytes.readUInt16LE(20)).toBe(1);
    expect(chunkBody(bytes, 'fmt ').length).toBe(16);
    expect(sha256(chunkBody(bytes, 'data'))).toBe(sha256(chunkBody(soxExtensible, 'data')));
    // sox reads it back as the same 24-bit stereo audio, now as plain signed-integer PCM.
    const file = path.join(dir, 'sent.wav');
    writeFileSync(file, bytes);
    const described = execFileSync('sox', ['--i', file]).toString();
    expect(described).toMatch(/Channels\s+: 2[\s\S]*Sample Rate\s+: 48000[\s\S]*Precision\s+: 24-bit/);
    // The second package of the same upload reuses the rendition.
    await expect(audio.prepare(upload, 'wav')).resolves.toEqual(sent);
    // An upload row without its SHA-256 gets a rendition of its own, named by its key, never a shared empty name.
    const unhashed = await audio.prepare({ ...upload, sha256: '' }, 'wav');
    expect(unhashed.storageKey).toMatch(/^deliveries\/audio\/key-[0-9a-f]{64}-\d+\.wav$/);
    expect(unhashed.sha256).toBe(sent.sha256);
  });

  it('a format-1 WAV goes as it was uploaded', async () => {
    const plain = Buffer.concat([wavHeader({ layout: 'pcm', dataBytes: 60 }), Buffer.alloc(60, 9)]);
    const upload = await stored('plain', plain);
    await expect(audio.prepare(upload, 'wav')).resolves.toBe(upload);
  });

  it('refuses a floating-point WAV in plain words, for WAV and FLAC targets alike', async () => {
    const float = Buffer.concat([wavHeader({ layout: 'extensible', bitsPerSample: 32, subFormatTag: 3, dataBytes: 64 }), Buffer.alloc(64)]);
    const upload = await stored('float', float);
    for (const format of ['wav', 'flac'] as const) {
      const refusal = audio.prepare(upload, format);
      await expect(refusal).rejects.toBeInstanceOf(StoreAudioRefusedError);
      await expect(refusal).rejects.toThrow('A1_01_float.wav holds floating-point samples, not integer PCM');
    }
  });

  it('a FLAC target gets a .flac that passes flac -t and decodes to the same samples', async () => {
    const upload = await stored('sox24flac', soxExtensible);
    const sent = await audio.prepare(upload, 'flac');
    expect(sent.fileName).toBe('A1_01_sox24flac.flac');
    const flac = await read(sent.storageKey);
    expect([sent.sha256, sent.sizeBytes]).toEqual([sha256(flac), flac.length]);
    expect(flac.subarray(0, 4).toString('latin1')).toBe('fLaC');
    const file = path.join(dir, 'sent.flac');
    writeFileSync(file, flac);
    execFileSync('flac', ['-t', '--silent', file]);
    const raw = execFileSync('flac', ['-d', '--silent', '-c', '--force-raw-format', '--endian=little', '--sign=signed', file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(sha256(raw)).toBe(sha256(chunkBody(soxExtensible, 'data')));
    // Kept and checked again (flac -t and its recorded hash) for the next delivery, not encoded twice.
    await expect(audio.prepare(upload, 'flac')).resolves.toEqual(sent);

    // The release reader hands every track in the target's format and leaves the artwork alone; WAV by default.
    const release = { ...aReleaseForDelivery('single', 1), submissionId: 's1' };
    const withTrack = { ...release, tracks: [{ ...release.tracks[0], audio: upload }] };
    const reader = new StoreAudioReleaseReader({ read: async () => withTrack }, audio);
    const forFlac = await reader.read('s1', { audioFormat: 'flac' });
    expect([forFlac?.tracks[0].audio, forFlac?.artwork]).toEqual([sent, withTrack.artwork]);
    expect((await reader.read('s1'))?.tracks[0].audio.fileName).toBe('A1_01_sox24flac.wav');
  });
});
