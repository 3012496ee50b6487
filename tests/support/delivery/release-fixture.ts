import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import type { FileStorage } from '../../../application/ports/file-storage.port';
import { wavHeader } from '../wav-header';

export interface ReleaseFixture {
  submissionId: string;
  trackIds: string[];
  /** The stored audio of each track, then the artwork: key, bytes and their SHA-256. */
  files: { storageKey: string; bytes: Buffer; sha256: string }[];
}

export interface ReleaseFixtureOptions {
  title?: string;
  tracks?: number;
  /** ISRCs the artist brought, by track index. */
  isrcs?: Record<number, string>;
  upc?: string | null;
  genre?: string;
  releaseDate?: string;
  status?: string;
  artistId?: string | null;
  /** Store audio and artwork in this storage (the delivery tests); without it tracks have no files. */
  storage?: FileStorage;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function storeUpload(db: DatabaseHandle, storage: FileStorage, submissionId: string, kind: 'audio' | 'artwork', index: number) {
  const id = randomUUID();
  const body = Buffer.from(`${kind}-${index}-${id}`.repeat(64));
  // A track is a real (format 1, 24-bit stereo) WAV: delivery reads its header.
  const samples = body.subarray(0, body.length - (body.length % 6));
  const bytes = kind === 'audio' ? Buffer.concat([wavHeader({ layout: 'pcm', dataBytes: samples.length }), samples]) : body;
  const storageKey = `artists/fixture/${kind === 'audio' ? 'audio' : 'images'}/${id}.${kind === 'audio' ? 'wav' : 'jpg'}`;
  await storage.put(storageKey, bytes, { contentType: kind === 'audio' ? 'audio/wav' : 'image/jpeg', maxBytes: bytes.length });
  const facts = kind === 'audio' ? { sampleRate: 44100, bitDepth: 24, channels: 2, durationSeconds: 187.4 } : { width: 3000, height: 3000 };
  await db.query(
    `INSERT INTO uploads (id, session_id, kind, folder, artist_folder, storage_key, display_name, content_type, size, status, quality, sha256, submission_id)
     VALUES ($1, 'fixture', $2, $3, 'fixture', $4, $5, $6, $7, 'stored', $8, $9, $10)`,
    [
      id,
      kind,
      kind === 'audio' ? 'audio' : 'images',
      storageKey,
      `${kind}-${index}`,
      kind === 'audio' ? 'audio/wav' : 'image/jpeg',
      bytes.length,
      JSON.stringify({ kind, facts, warnings: [] }),
      sha256(bytes),
      submissionId,
    ],
  );
  return { id, storageKey, bytes, sha256: sha256(bytes) };
}

/** A submitted release written straight to the database: an EP of three tracks unless told otherwise. */
export async function insertRelease(db: DatabaseHandle, options: ReleaseFixtureOptions = {}): Promise<ReleaseFixture> {
  const trackCount = options.tracks ?? 3;
  const [{ id: submissionId }] = await db.query<{ id: string }>(
    `INSERT INTO submissions (status, upload_type, release_type, release_title, email, artist_name, release_date, upc, artist_id)
     VALUES ($1, 'new-music', $2, $3, 'artist@example.com', 'Kestrel Bay', $4, $5, $6) RETURNING id`,
    [
      options.status ?? 'Pending',
      trackCount > 2 ? 'ep' : 'single',
      options.title ?? 'Low Tide',
      options.releaseDate ?? '2026-12-04',
      options.upc ?? null,
      options.artistId ?? null,
    ],
  );
  const files: ReleaseFixture['files'] = [];
  const artwork = options.storage ? await storeUpload(db, options.storage, submissionId, 'artwork', 0) : null;
  await db.query(`INSERT INTO submission_details (submission_id, primary_genre, artwork_file_id) VALUES ($1, $2, $3)`, [
    submissionId,
    options.genre ?? 'Electronic',
    artwork?.id ?? null,
  ]);
  const trackIds: string[] = [];
  for (let i = 0; i < trackCount; i++) {
    const audio = options.storage ? await storeUpload(db, options.storage, submissionId, 'audio', i) : null;
    if (audio) files.push(audio);
    const [{ id }] = await db.query<{ id: string }>(
      `INSERT INTO submission_tracks (submission_id, position, title, isrc, file_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [submissionId, i, `Track ${i + 1}`, options.isrcs?.[i] ?? null, audio?.id ?? null],
    );
    trackIds.push(id);
  }
  if (artwork) files.push(artwork);
  return { submissionId, trackIds, files };
}
