import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { DatabaseHandle } from '../../adapters/persistence/database';
import type { ReleaseType } from '../../domain/release/release-type';
import { demoIsrc, demoUpc } from './builders/release-for-delivery.builder';
import { wavHeader } from './wav-header';

export type WavLayout = 'pcm' | 'extensible';

export interface SeededFile {
  storageKey: string;
  sha256: string;
  sizeBytes: number;
}

export interface SeededRelease {
  submissionId: string;
  upc: string;
  isrcs: string[];
  tracks: SeededFile[];
  artwork: SeededFile;
}

const CHUNK = 1024 * 1024;

/**
 * Deterministic bytes, hashed as they are generated, so a large file is never held whole. A WAV gets a real header
 * (24-bit stereo, format 1 or EXTENSIBLE) before its generated samples, as delivery reads the header.
 */
async function storeGenerated(
  storage: FileStorage,
  key: string,
  sizeBytes: number,
  contentType: string,
  wav?: WavLayout,
): Promise<SeededFile> {
  const hash = createHash('sha256');
  const header = wav ? wavHeader({ layout: wav, dataBytes: 0 }).length : 0;
  const dataBytes = wav ? Math.floor((sizeBytes - header) / 6) * 6 : sizeBytes;
  const total = header + dataBytes;
  async function* chunks() {
    if (wav) {
      const head = wavHeader({ layout: wav, dataBytes });
      hash.update(head);
      yield head;
    }
    const block = createHash('sha512').update(key).digest();
    let counter = 0;
    for (let sent = 0; sent < dataBytes; sent += CHUNK) {
      const chunk = Buffer.alloc(Math.min(CHUNK, dataBytes - sent));
      for (let at = 0; at < chunk.length; at += block.length) block.copy(chunk, at, 0, Math.min(block.length, chunk.length - at));
      chunk.writeUInt32BE(counter++, 0);
      hash.update(chunk);
      yield chunk;
    }
  }
  await storage.put(key, Readable.from(chunks()), { contentType, maxBytes: total });
  return { storageKey: key, sha256: hash.digest('hex'), sizeBytes: total };
}

let seeded = 0;

/**
 * An approved (or other status) release as an approval leaves it: tracks with ISRCs, a UPC, and its WAVs and artwork
 * in storage with their SHA-256 on the upload rows. `item` keeps identifiers apart between releases of one database.
 */
export async function seedRelease(
  infra: { database: DatabaseHandle; fileStorage: FileStorage },
  options: {
    releaseType: ReleaseType;
    trackCount: number;
    trackBytes: number;
    status?: string;
    item?: number;
    /** The WAVs' header: format 1 unless a test wants the EXTENSIBLE files DAWs write. */
    wav?: WavLayout;
  },
): Promise<SeededRelease> {
  const item = options.item ?? ++seeded;
  const upc = demoUpc(item);
  const folder = `seeded-${item}-${randomUUID().slice(0, 8)}`;
  const { database: db, fileStorage } = infra;
  const [{ id: submissionId }] = await db.query<{ id: string }>(
    `INSERT INTO submissions (status, upload_type, release_type, release_title, email, artist_name, release_date, upc)
     VALUES ($1, 'new-music', $2, $3, 'nova@example.com', 'Nova Lane', '2030-06-01', $4) RETURNING id`,
    [options.status ?? 'Approved', options.releaseType, `Seeded Release ${item}`, upc],
  );
  const upload = async (kind: 'audio' | 'artwork', file: SeededFile, quality: Record<string, number>) => {
    const id = randomUUID();
    await db.query(
      `INSERT INTO uploads (id, session_id, kind, folder, artist_folder, storage_key, display_name, content_type, size, status, quality, sha256, submission_id)
       VALUES ($1, 'seed', $2, $3, $4, $5, $6, $7, $8, 'stored', $9, $10, $11)`,
      [
        id,
        kind,
        kind === 'audio' ? 'audio' : 'images',
        folder,
        file.storageKey,
        kind === 'audio' ? 'track.wav' : 'cover.jpg',
        kind === 'audio' ? 'audio/wav' : 'image/jpeg',
        file.sizeBytes,
        JSON.stringify({ kind, facts: quality, warnings: [] }),
        file.sha256,
        submissionId,
      ],
    );
    return id;
  };
  const artwork = await storeGenerated(fileStorage, `artists/${folder}/images/${randomUUID()}.jpg`, 256 * 1024, 'image/jpeg');
  const artworkId = await upload('artwork', artwork, { width: 3000, height: 3000 });
  await db.query(
    `INSERT INTO submission_details (submission_id, primary_genre, sub_genre, artwork_file_id) VALUES ($1, 'Electronic', 'House', $2)`,
    [submissionId, artworkId],
  );
  const tracks: SeededFile[] = [];
  const isrcs: string[] = [];
  for (let sequence = 1; sequence <= options.trackCount; sequence++) {
    const file = await storeGenerated(
      fileStorage,
      `artists/${folder}/audio/${randomUUID()}.wav`,
      options.trackBytes,
      'audio/wav',
      options.wav ?? 'pcm',
    );
    const fileId = await upload('audio', file, { sampleRate: 44_100, bitDepth: 24, channels: 2, durationSeconds: 200 + sequence });
    const isrc = demoIsrc(item * 100 + sequence);
    await db.query(
      `INSERT INTO submission_tracks (submission_id, position, title, file_id, isrc, parental_advisory) VALUES ($1, $2, $3, $4, $5, $6)`,
      [submissionId, sequence - 1, `Seeded Track ${sequence}`, fileId, isrc, sequence === 1],
    );
    tracks.push(file);
    isrcs.push(isrc);
  }
  return { submissionId, upc, isrcs, tracks, artwork };
}
