import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { CatalogueQuery, CatalogueReleaseRow, StaffCatalogueQueries } from '../../../application/ports/staff-catalogue.queries.port';
import type { CatalogueStage, DeliveryState } from '../../../domain/label-catalogue';
import type { Database } from '../database';
import { artists, releaseDeliveries, submissionDetails, submissions } from '../schema';
import { scopedDb } from '../unit-of-work';
import { columnsOf } from './query-helpers';
import { releaseArtist } from './release-joins';
import { releaseSearchSql } from './release-search.sql';

const status = sql`lower(${submissions.status})`;
const delivered = sql`${releaseDeliveries.status} = 'delivered'`;

// The domain's catalogueStage (domain/label-catalogue) as SQL, so a page is cut after the stage filter.
const STAGE_SQL: Record<CatalogueStage, SQL> = {
  live: sql`${status} = 'live'`,
  delivered: sql`(${status} = 'approved' AND ${delivered})`,
  approved: sql`(${status} = 'approved' AND ${releaseDeliveries.status} IS DISTINCT FROM 'delivered')`,
};

const tracks = sql<{ position: number; title: string; isrc: string | null }[]>`(
  SELECT coalesce(json_agg(json_build_object('position', t.position, 'title', t.title, 'isrc', t.isrc) ORDER BY t.position), '[]'::json)
  FROM submission_tracks t WHERE t.submission_id = ${submissions.id})`;

export class DrizzleStaffCatalogueQueries implements StaffCatalogueQueries {
  constructor(private readonly root: Database) {}

  async releasesOf(artistId: string): Promise<CatalogueReleaseRow[]> {
    return this.select(eq(submissions.artistId, artistId), [desc(submissions.createdAt), desc(submissions.id)]);
  }

  async catalogue(query: CatalogueQuery): Promise<CatalogueReleaseRow[]> {
    const conditions: SQL[] = [
      sql`(${sql.join(
        query.stages.map((stage) => STAGE_SQL[stage]),
        sql` OR `,
      )})`,
    ];
    if (query.releaseFrom) conditions.push(sql`${submissions.releaseDate} >= ${query.releaseFrom}::date`);
    if (query.releaseTo) conditions.push(sql`${submissions.releaseDate} <= ${query.releaseTo}::date`);
    const search = releaseSearchSql(query.search, [submissions.artistName, submissions.releaseTitle, artists.artistCode]);
    if (search) conditions.push(search);
    return this.select(
      and(...conditions),
      [
        asc(sql`${submissions.releaseDate} IS NULL`),
        asc(submissions.releaseDate),
        asc(sql`lower(${submissions.releaseTitle})`),
        asc(submissions.id),
      ],
      query.limit,
    );
  }

  private async select(where: SQL | undefined, order: SQL[], limit?: number): Promise<CatalogueReleaseRow[]> {
    const query = scopedDb(this.root)
      .select({
        id: submissions.id,
        artistId: submissions.artistId,
        artistCode: artists.artistCode,
        artistName: submissions.artistName,
        releaseTitle: submissions.releaseTitle,
        releaseType: submissions.releaseType,
        releaseDate: submissions.releaseDate,
        status: submissions.status,
        upc: submissions.upc,
        artworkFileId: submissionDetails.artworkFileId,
        createdAt: submissions.createdAt,
        tracks,
        delivery: columnsOf(releaseDeliveries, ['status', 'adapter', 'attempts', 'lastError', 'deliveredAt', 'updatedAt']),
      })
      .from(submissions)
      .leftJoin(artists, releaseArtist)
      .leftJoin(submissionDetails, eq(submissionDetails.submissionId, submissions.id))
      .leftJoin(releaseDeliveries, eq(releaseDeliveries.submissionId, submissions.id))
      .where(where)
      .orderBy(...order);
    const rows = await (limit === undefined ? query : query.limit(limit));
    return rows.map(({ delivery, tracks: sent, ...row }) => ({
      ...row,
      tracks: (typeof sent === 'string' ? (JSON.parse(sent) as typeof sent) : sent).map((t) => ({ ...t, position: Number(t.position) })),
      delivery: delivery?.status ? { ...delivery, status: delivery.status as DeliveryState } : null,
    }));
  }
}
