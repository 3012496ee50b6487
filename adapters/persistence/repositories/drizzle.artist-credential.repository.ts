import { eq, type SQL, sql } from 'drizzle-orm';
import type { ArtistCredentialRepository, ArtistSignInRecord } from '../../../application/ports/artist-credential.repository.port';
import type { Database } from '../database';
import { artistCredentials, artists } from '../schema';
import { scopedDb } from '../unit-of-work';

export class DrizzleArtistCredentialRepository implements ArtistCredentialRepository {
  constructor(private readonly root: Database) {}

  findByArtistCode(artistCode: string): Promise<ArtistSignInRecord | undefined> {
    return this.findWhere(sql`upper(${artists.artistCode}) = ${artistCode.toUpperCase()}`);
  }

  findByArtistId(artistId: string): Promise<ArtistSignInRecord | undefined> {
    return this.findWhere(eq(artists.id, artistId));
  }

  async storeCode(artistId: string, codeHash: string, issuedAt: Date): Promise<void> {
    await scopedDb(this.root)
      .insert(artistCredentials)
      .values({ artistId, codeHash, issuedAt })
      .onConflictDoUpdate({ target: artistCredentials.artistId, set: { codeHash, issuedAt, revokedAt: null } });
  }

  async hasCode(artistId: string): Promise<boolean> {
    const rows = await scopedDb(this.root)
      .select({ id: artistCredentials.artistId })
      .from(artistCredentials)
      .where(eq(artistCredentials.artistId, artistId));
    return rows.length === 1;
  }

  revokeCode(artistId: string, at: Date): Promise<boolean> {
    return this.setRevokedAt(artistId, at);
  }

  restoreCode(artistId: string): Promise<boolean> {
    return this.setRevokedAt(artistId, null);
  }

  /** Whether the artist had a code to revoke or restore. */
  private async setRevokedAt(artistId: string, revokedAt: Date | null): Promise<boolean> {
    const rows = await scopedDb(this.root)
      .update(artistCredentials)
      .set({ revokedAt })
      .where(eq(artistCredentials.artistId, artistId))
      .returning({ artistId: artistCredentials.artistId });
    return rows.length > 0;
  }

  private async findWhere(condition: SQL): Promise<ArtistSignInRecord | undefined> {
    const [row] = await scopedDb(this.root)
      .select({
        artistId: artists.id,
        artistCode: artists.artistCode,
        email: artists.email,
        firstName: artists.firstName,
        surname: artists.surname,
        artistName: artists.artistName,
        status: artists.status,
        codeHash: sql<string | null>`CASE WHEN ${artistCredentials.revokedAt} IS NULL THEN ${artistCredentials.codeHash} END`,
      })
      .from(artists)
      .leftJoin(artistCredentials, eq(artistCredentials.artistId, artists.id))
      .where(condition);
    return row;
  }
}
