import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../../adapters/persistence/database';

/** Rows a repository spec needs around the rows it writes itself, inserted by plain SQL (no other repository). */

export async function insertArtist(
  database: DatabaseHandle,
  overrides: { email?: string; artistCode?: string; artistName?: string } = {},
): Promise<string> {
  const suffix = randomUUID().slice(0, 8).toUpperCase();
  const [row] = await database.query<{ id: string }>(
    'INSERT INTO artists (artist_code, email, first_name, surname, artist_name) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [
      overrides.artistCode ?? `ART-${suffix}`,
      overrides.email ?? `artist-${suffix.toLowerCase()}@example.com`,
      'Nova',
      'Lane',
      overrides.artistName ?? 'Nova Lane',
    ],
  );
  return row.id;
}

export interface SubmissionRow {
  artistId?: string | null;
  status?: string;
  releaseTitle?: string;
  releaseDate?: string | null;
  artistName?: string;
  email?: string;
  createdAt?: Date;
}

export async function insertSubmission(database: DatabaseHandle, row: SubmissionRow = {}): Promise<string> {
  const [inserted] = await database.query<{ id: string }>(
    `INSERT INTO submissions (artist_id, status, upload_type, release_title, release_date, email, artist_name, created_at)
     VALUES ($1, $2, 'new-music', $3, $4, $5, $6, $7) RETURNING id`,
    [
      row.artistId ?? null,
      row.status ?? 'Pending',
      row.releaseTitle ?? 'Night Drive',
      row.releaseDate ?? null,
      row.email ?? 'nova@example.com',
      row.artistName ?? 'Nova Lane',
      (row.createdAt ?? new Date()).toISOString(),
    ],
  );
  return inserted.id;
}

export async function insertStaff(
  database: DatabaseHandle,
  name: string,
  options: { active?: boolean; updatedAt?: Date } = {},
): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    'INSERT INTO staff_accounts (email, name, password_hash, active, updated_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [
      `${name.toLowerCase().replace(/\W+/g, '.')}@label.example`,
      name,
      'hash',
      options.active ?? true,
      (options.updatedAt ?? new Date()).toISOString(),
    ],
  );
  return row.id;
}

export async function countRows(database: DatabaseHandle, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return Number(row.n);
}

export async function insertUpload(
  database: DatabaseHandle,
  row: { artistId?: string | null; submissionId?: string | null; displayName?: string; analysis?: unknown } = {},
): Promise<string> {
  const id = randomUUID();
  await database.query(
    `INSERT INTO uploads (id, session_id, artist_id, kind, folder, artist_folder, storage_key, display_name, content_type, status, submission_id)
     VALUES ($1, 's', $2, 'audio', 'audio', 'a', $3, $4, 'audio/wav', 'stored', $5)`,
    [id, row.artistId ?? null, `staging/${id}`, row.displayName ?? 'track.wav', row.submissionId ?? null],
  );
  if (row.analysis !== undefined)
    await database.query('UPDATE uploads SET analysis = $2 WHERE id = $1', [id, JSON.stringify(row.analysis)]);
  return id;
}
