import { eq, sql } from 'drizzle-orm';
import type {
  ArtistProfileFields,
  ArtistProfileOverview,
  ArtistProfileRecord,
  ArtistProfileRepository,
} from '../../../application/ports/artist-profile.repository.port';
import type { SignatureStatus } from '../../../domain/agreement';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { artistProfiles, artists, signatureRequests, submissions } from '../schema';
import { DrizzleUnitOfWork, inTransaction, scopedDb } from '../unit-of-work';

const text = (column: AnyPgColumn) => sql<string>`coalesce(${column}, '')`;

const profileColumns = {
  artistId: artists.id,
  artistCode: artists.artistCode,
  email: artists.email,
  firstName: artists.firstName,
  surname: artists.surname,
  status: artists.status,
  artistName: artists.artistName,
  name: text(artistProfiles.name),
  pictureKey: artistProfiles.pictureKey,
  nationality: text(artistProfiles.nationality),
  country: text(artistProfiles.country),
  city: text(artistProfiles.city),
  biography: text(artistProfiles.biography),
  spotifyProfile: text(artistProfiles.spotifyProfile),
  appleMusicProfile: text(artistProfiles.appleMusicProfile),
  soundcloudProfile: text(artistProfiles.soundcloudProfile),
  instagramProfile: text(artistProfiles.instagramProfile),
  tiktokProfile: text(artistProfiles.tiktokProfile),
  website: text(artistProfiles.website),
  pplId: text(artistProfiles.pplId),
  prsId: text(artistProfiles.prsId),
  hasSignedAgreement: sql<boolean>`coalesce(${artistProfiles.hasSignedAgreement}, false)`,
  agreementSignatureId: artistProfiles.agreementSignatureId,
};

const overviewColumns = {
  ...profileColumns,
  submissionCount: sql<number>`(select count(*)::int from ${submissions} where ${submissions.artistId} = ${artists.id})`,
  agreementStatus: sql<SignatureStatus | null>`(select ${signatureRequests.status} from ${signatureRequests} where ${signatureRequests.artistId} = ${artists.id} order by ${signatureRequests.createdAt} desc limit 1)`,
};

// The profile name falls back to the invitation's first name and surname until the artist sets one.
const withName = <T extends { name: string; firstName: string; surname: string }>(row: T): T => ({
  ...row,
  name: row.name || `${row.firstName} ${row.surname}`.trim(),
});

export class DrizzleArtistProfileRepository implements ArtistProfileRepository {
  constructor(private readonly root: Database) {}

  async find(artistId: string): Promise<ArtistProfileRecord | undefined> {
    const [row] = await scopedDb(this.root)
      .select(profileColumns)
      .from(artists)
      .leftJoin(artistProfiles, eq(artistProfiles.artistId, artists.id))
      .where(eq(artists.id, artistId));
    return row ? withName(row) : undefined;
  }

  /** One round trip: the profile, its submission count and the latest agreement status (read on every dashboard view). */
  async findOverview(artistId: string): Promise<ArtistProfileOverview | undefined> {
    const [row] = inTransaction()
      ? await this.overviewQuery(scopedDb(this.root)).where(eq(artists.id, artistId))
      : await this.preparedOverview.execute({ artistId });
    return row ? withName(row) : undefined;
  }

  private overviewQuery(db: Database) {
    return db.select(overviewColumns).from(artists).leftJoin(artistProfiles, eq(artistProfiles.artistId, artists.id));
  }

  /** Prepared once per connection by the driver; a transaction's statements go through overviewQuery instead. */
  private readonly preparedOverview = this.overviewQuery(this.root)
    .where(eq(artists.id, sql.placeholder('artistId')))
    .prepare('artist_profile_overview');

  async update(artistId: string, changes: Partial<ArtistProfileFields> & { pictureKey?: string | null }): Promise<void> {
    const { artistName, ...profile } = changes;
    // Two tables, one change: both statements commit together or not at all.
    await new DrizzleUnitOfWork(this.root).run(async () => {
      const db = scopedDb(this.root);
      if (artistName !== undefined)
        await db
          .update(artists)
          .set({ artistName, updatedAt: sql`now()` })
          .where(eq(artists.id, artistId));
      await db
        .insert(artistProfiles)
        .values({ artistId, ...profile })
        .onConflictDoUpdate({ target: artistProfiles.artistId, set: { ...profile, updatedAt: sql`now()` } });
    });
  }

  async markAgreementSigned(artistId: string, signatureRequestId: string): Promise<void> {
    const values = { hasSignedAgreement: true, agreementSignatureId: signatureRequestId };
    await scopedDb(this.root)
      .insert(artistProfiles)
      .values({ artistId, ...values })
      .onConflictDoUpdate({ target: artistProfiles.artistId, set: { ...values, updatedAt: sql`now()` } });
  }
}
