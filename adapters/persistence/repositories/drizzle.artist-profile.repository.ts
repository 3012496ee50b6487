import { eq, sql } from 'drizzle-orm';
import type { ArtistProfileFields, ArtistProfileRecord, ArtistProfileRepository } from '../../../application/ports/artist-profile.repository.port';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { artistProfiles, artists } from '../schema';
import { DrizzleUnitOfWork, scopedDb } from '../unit-of-work';

const text = (column: AnyPgColumn) => sql<string>`coalesce(${column}, '')`;

export class DrizzleArtistProfileRepository implements ArtistProfileRepository {
  constructor(private readonly root: Database) {}

  async find(artistId: string): Promise<ArtistProfileRecord | undefined> {
    const [row] = await scopedDb(this.root)
      .select({
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
        hasSignedContract: sql<boolean>`coalesce(${artistProfiles.hasSignedContract}, false)`,
        contractSignatureId: artistProfiles.contractSignatureId,
      })
      .from(artists)
      .leftJoin(artistProfiles, eq(artistProfiles.artistId, artists.id))
      .where(eq(artists.id, artistId));
    if (!row) return undefined;
    // The profile name falls back to the invitation's first name and surname until the artist sets one.
    return { ...row, name: row.name || `${row.firstName} ${row.surname}`.trim() };
  }

  async update(artistId: string, changes: Partial<ArtistProfileFields> & { pictureKey?: string | null }): Promise<void> {
    const { artistName, ...profile } = changes;
    // Two tables, one change: both statements commit together or not at all.
    await new DrizzleUnitOfWork(this.root).run(async () => {
      const db = scopedDb(this.root);
      if (artistName !== undefined) await db.update(artists).set({ artistName, updatedAt: sql`now()` }).where(eq(artists.id, artistId));
      await db
        .insert(artistProfiles)
        .values({ artistId, ...profile })
        .onConflictDoUpdate({ target: artistProfiles.artistId, set: { ...profile, updatedAt: sql`now()` } });
    });
  }

  async markContractSigned(artistId: string, signatureRequestId: string): Promise<void> {
    const values = { hasSignedContract: true, contractSignatureId: signatureRequestId };
    await scopedDb(this.root)
      .insert(artistProfiles)
      .values({ artistId, ...values })
      .onConflictDoUpdate({ target: artistProfiles.artistId, set: { ...values, updatedAt: sql`now()` } });
  }
}
