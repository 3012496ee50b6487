import type { DatabaseHandle } from '../../adapters/persistence/database';

export interface ReleaseSeed {
  artistId: string | null;
  title: string;
  status: string;
  releaseDate: string | null;
  upc?: string | null;
  artistName?: string;
  tracks?: { title: string; isrc: string | null }[];
  delivery?: { status: 'queued' | 'delivered' | 'failed'; lastError?: string };
}

/** A release row as approval and the delivery job leave it: status, UPC, tracks with ISRCs and a delivery state. */
export async function seedRelease(database: Pick<DatabaseHandle, 'query'>, seed: ReleaseSeed): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    `INSERT INTO submissions (artist_id, status, upload_type, release_type, release_title, release_date, email, artist_name, upc)
     VALUES ($1, $2, 'new-music', 'ep', $3, $4, 'catalogue@example.com', $5, $6) RETURNING id`,
    [seed.artistId, seed.status, seed.title, seed.releaseDate, seed.artistName ?? 'Nova Lane', seed.upc ?? null],
  );
  for (const [position, track] of (seed.tracks ?? []).entries()) {
    await database.query('INSERT INTO submission_tracks (submission_id, position, title, isrc) VALUES ($1, $2, $3, $4)', [
      row.id,
      position,
      track.title,
      track.isrc,
    ]);
  }
  if (seed.delivery) {
    await database.query(
      `INSERT INTO release_deliveries (submission_id, status, adapter, attempts, last_error, delivered_at)
       VALUES ($1, $2, 'builtin', 1, $3, CASE WHEN $2 = 'delivered' THEN now() END)`,
      [row.id, seed.delivery.status, seed.delivery.lastError ?? null],
    );
  }
  return row.id;
}

/** The Tidal Glass EP as approval leaves it: its UPC and two tracks with ISRCs (the delivery is the test's to set). */
export const TIDAL_GLASS = {
  title: 'Tidal Glass',
  status: 'Approved',
  releaseDate: '2031-03-06',
  upc: '5099902894522',
  tracks: [
    { title: 'Tidal Glass', isrc: 'GB-HSL-31-00001' },
    { title: 'Undertow', isrc: 'GB-HSL-31-00002' },
  ],
} satisfies Omit<ReleaseSeed, 'artistId'>;

/** The Low Tide single as approval leaves it: its UPC and its one track's ISRC (the delivery is the test's to set). */
export const LOW_TIDE = {
  title: 'Low Tide',
  status: 'Approved',
  releaseDate: '2031-03-13',
  upc: '5099902894539',
  tracks: [{ title: 'Low Tide', isrc: 'GB-HSL-31-00003' }],
} satisfies Omit<ReleaseSeed, 'artistId'>;
