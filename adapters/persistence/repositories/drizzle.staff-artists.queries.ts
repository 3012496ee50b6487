import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { StaffArtistRow, StaffArtistsQueries } from '../../../application/ports/staff-artists.queries.port';
import type { SignatureStatus } from '../../../domain/agreement';
import type { Database } from '../database';
import { artists } from '../schema';
import { scopedDb } from '../unit-of-work';
import { escapeLike } from './drizzle.submission-review.repository';

export class DrizzleStaffArtistsQueries implements StaffArtistsQueries {
  constructor(private readonly root: Database) {}

  async list(options: { search?: string; limit: number; offset: number }): Promise<StaffArtistRow[]> {
    let where: SQL | undefined;
    if (options.search) {
      const pattern = `%${escapeLike(options.search)}%`;
      where = sql`(${artists.artistName} ILIKE ${pattern} OR ${artists.artistCode} ILIKE ${pattern} OR ${artists.email} ILIKE ${pattern})`;
    }
    return this.select(where, options.limit, options.offset);
  }

  async find(artistId: string): Promise<StaffArtistRow | undefined> {
    const [row] = await this.select(eq(artists.id, artistId), 1, 0);
    return row;
  }

  private async select(where: SQL | undefined, limit: number, offset: number): Promise<StaffArtistRow[]> {
    const rows = await scopedDb(this.root)
      .select({
        id: artists.id,
        artistCode: artists.artistCode,
        artistName: artists.artistName,
        firstName: artists.firstName,
        surname: artists.surname,
        email: artists.email,
        createdAt: artists.createdAt,
        agreement: sql<{ id: string; status: string; completed_at: string | null } | null>`(
          SELECT json_build_object('id', r.id, 'status', r.status, 'completed_at', r.completed_at)
          FROM signature_requests r WHERE r.artist_id = artists.id ORDER BY r.created_at DESC LIMIT 1)`,
        submissionCount: sql<number>`(SELECT count(*) FROM submissions s WHERE s.artist_id = artists.id)::int`,
        lastSignInAt: sql<string | null>`(SELECT max(x.created_at) FROM sessions x WHERE x.role = 'artist' AND x.subject_id = artists.id)`,
        hasSignInCode: sql<boolean>`EXISTS (SELECT 1 FROM artist_credentials c WHERE c.artist_id = artists.id AND c.revoked_at IS NULL)`,
      })
      .from(artists)
      .where(where)
      .orderBy(asc(sql`lower(${artists.artistName})`), asc(artists.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ agreement, lastSignInAt, ...row }) => ({
      ...row,
      submissionCount: Number(row.submissionCount),
      lastSignInAt: lastSignInAt ? new Date(lastSignInAt) : null,
      agreement: agreement
        ? {
            signatureId: agreement.id,
            status: agreement.status as SignatureStatus,
            completedAt: agreement.completed_at ? new Date(agreement.completed_at) : null,
          }
        : null,
    }));
  }
}
