import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../adapters/persistence/database';

export interface SeededSplitShare {
  email: string;
  name: string;
  percentage: number;
}

export interface SeededCatalogueTrack {
  title: string;
  isrc: string;
  masterSplit?: SeededSplitShare[];
}

export interface SeededCatalogueRelease {
  artistId: string;
  submissionId: string;
  trackIds: string[];
}

/** An artist and an approved release with ISRCs, a UPC and (optionally) master splits, as the wizard stores them. */
export async function seedCatalogueRelease(
  db: DatabaseHandle,
  input: { artistEmail: string; artistName: string; title: string; upc: string; tracks: SeededCatalogueTrack[]; artistId?: string },
): Promise<SeededCatalogueRelease> {
  let artistId = input.artistId;
  if (!artistId) {
    const code = `SEED-${randomUUID().slice(0, 8).toUpperCase()}`;
    const [artist] = await db.query<{ id: string }>(
      'INSERT INTO artists (artist_code, email, artist_name) VALUES ($1, $2, $3) RETURNING id',
      [code, input.artistEmail, input.artistName],
    );
    artistId = artist.id;
  }
  const [{ id: submissionId }] = await db.query<{ id: string }>(
    `INSERT INTO submissions (status, upload_type, release_type, release_title, email, artist_name, release_date, upc, artist_id)
     VALUES ('Live', 'new-music', 'single', $1, $2, $3, '2030-01-01', $4, $5) RETURNING id`,
    [input.title, input.artistEmail, input.artistName, input.upc, artistId],
  );
  await db.query(`INSERT INTO release_identifier_claims (kind, value, submission_id) VALUES ('upc', $1, $2)`, [input.upc, submissionId]);
  const trackIds: string[] = [];
  for (const [position, track] of input.tracks.entries()) {
    const split = track.masterSplit ?? [];
    const [{ id: trackId }] = await db.query<{ id: string }>(
      `INSERT INTO submission_tracks (submission_id, position, title, isrc, has_master_split) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [submissionId, position, track.title, track.isrc, split.length > 0],
    );
    await db.query(`INSERT INTO release_identifier_claims (kind, value, submission_id) VALUES ('isrc', $1, $2)`, [
      track.isrc,
      submissionId,
    ]);
    for (const [index, share] of split.entries()) {
      const [firstName, ...rest] = share.name.split(' ');
      await db.query(
        `INSERT INTO submission_credits (track_id, kind, position, client_id, first_name, last_name, email, percentage)
         VALUES ($1, 'master_split', $2, $3, $4, $5, $6, $7)`,
        [trackId, index, `c${index}`, firstName, rest.join(' '), share.email, share.percentage],
      );
    }
    trackIds.push(trackId);
  }
  return { artistId, submissionId, trackIds };
}
