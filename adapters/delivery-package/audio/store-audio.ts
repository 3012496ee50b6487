import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FileStorage } from '../../../application/ports/file-storage.port';
import type { DeliveryAudioFile } from '../../../application/ports/release-for-delivery.port';
import { type DeliveryAudioFormat, STORE_AUDIO_MESSAGES } from '../../../domain/files/store-audio';
import { type AudioRendition, AudioRenditions, hashing } from './audio-renditions';
import { encodeFlac, testFlac } from './flac.encoder';
import { planPcmFormat1 } from './pcm-format1.plan';
import { pcmFormat1Stream } from './pcm-format1.stream';
import { StoreAudioRefusedError } from './store-audio-refused.error';
import { readStoredWavHead } from './stored-wav-head';

const withExtension = (fileName: string, extension: string) => `${fileName.replace(/\.wav$/i, '')}.${extension}`;

function asRendition(file: DeliveryAudioFile, rendition: AudioRendition, extension: string): DeliveryAudioFile {
  return { ...file, ...rendition, fileName: withExtension(file.fileName, extension) };
}

/**
 * A track's file as the store takes it. WAV: a format-1 upload goes as it is; an
 * EXTENSIBLE one (stereo, 16 or 24-bit PCM) is rewrapped as format 1 with its sample bytes untouched. FLAC: made by
 * Debian's `flac` and passed by `flac -t` before it is handed on. Anything else is refused in words.
 */
export class StoreAudio {
  private readonly renditions: AudioRenditions;

  constructor(private readonly storage: FileStorage) {
    this.renditions = new AudioRenditions(storage);
  }

  async prepare(file: DeliveryAudioFile, format: DeliveryAudioFormat): Promise<DeliveryAudioFile> {
    // A missing file is left to the package's own check, which names it.
    const stored = file.storageKey ? await this.storage.stat(file.storageKey) : null;
    if (!stored) return file;
    const read = await readStoredWavHead(this.storage, file.storageKey, stored.size, file.fileName);
    if ('refused' in read) throw new StoreAudioRefusedError(read.refused);
    const plan = planPcmFormat1(read.bytes, read.head, stored.size, file.fileName);
    if (plan.kind === 'refused') throw new StoreAudioRefusedError(plan.reason);
    if (format === 'flac') return this.flac(file, stored.size);
    if (plan.kind === 'unchanged') return file;
    const key = AudioRenditions.keyOf(file, stored.size, 'wav');
    const found = await this.renditions.find(key);
    if (found) return asRendition(file, found, 'wav');
    const body = pcmFormat1Stream(this.storage, file.storageKey, plan.prefix, plan.copyFrom, stored.size);
    return asRendition(file, await this.renditions.save(key, body, 'audio/wav', plan.sizeBytes), 'wav');
  }

  private async flac(file: DeliveryAudioFile, sourceSize: number): Promise<DeliveryAudioFile> {
    const key = AudioRenditions.keyOf(file, sourceSize, 'flac');
    const found = await this.renditions.find(key);
    if (found && (await this.passesFlacTest(found))) return asRendition(file, found, 'flac');
    const folder = await mkdtemp(path.join(os.tmpdir(), 'store-flac-'));
    try {
      const target = path.join(folder, 'track.flac');
      await encodeFlac(await this.storage.read(file.storageKey), target).catch((error: NodeJS.ErrnoException) => {
        // No flac on the machine is ours to fix (the delivery retries); flac's own complaint is about the file.
        if (error.code === 'ENOENT') throw error;
        throw new StoreAudioRefusedError(STORE_AUDIO_MESSAGES.flacFailed(file.fileName, error.message));
      });
      await testFlac(createReadStream(target));
      const { size } = await stat(target);
      return asRendition(file, await this.renditions.save(key, createReadStream(target), 'audio/flac', size), 'flac');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** A kept FLAC is decoded again before every sending, and its bytes must still hash to what was recorded. */
  private async passesFlacTest(rendition: AudioRendition): Promise<boolean> {
    const { stream, hash } = hashing(await this.storage.read(rendition.storageKey));
    const passed = await testFlac(stream).then(
      () => true,
      () => false,
    );
    return passed && hash.digest('hex') === rendition.sha256;
  }
}
