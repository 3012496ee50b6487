import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  InvitationRecord,
  InvitationRepository,
  InvitedArtist,
  ReturningLinkRecord,
} from '../../../application/ports/invitation.repository.port';
import type { Database } from '../database';
import { artists, invitations, returningLinks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { anyRow, columnsOf, firstRow } from './query-helpers';
import { isUuid } from '../uuid';

const artistColumns = {
  id: artists.id,
  artistCode: artists.artistCode,
  email: artists.email,
  firstName: artists.firstName,
  surname: artists.surname,
  artistName: artists.artistName,
};

const invitationColumns = {
  id: invitations.id,
  artist: artistColumns,
  ...columnsOf(invitations, ['reason', 'boardItemId', 'expiresAt', 'usedAt', 'createdAt']),
};

const returningLinkColumns = {
  id: returningLinks.id,
  artist: artistColumns,
  ...columnsOf(returningLinks, ['active', 'usageCount']),
  submissionCount: sql<number>`(SELECT count(*) FROM submissions s WHERE s.artist_id = ${artists.id})::int`.mapWith(Number),
  ...columnsOf(returningLinks, ['lastUsedAt', 'expiresAt']),
};

/** Invitations read with the artist each is for. */
const invitationsWithArtist = (db: Database) =>
  db.select(invitationColumns).from(invitations).innerJoin(artists, eq(artists.id, invitations.artistId));

/** Returning links read with the artist each belongs to. */
const returningLinksWithArtist = (db: Database) =>
  db.select(returningLinkColumns).from(returningLinks).innerJoin(artists, eq(artists.id, returningLinks.artistId));

export class DrizzleInvitationRepository implements InvitationRepository {
  constructor(private readonly root: Database) {}

  private get db(): Database {
    return scopedDb(this.root);
  }

  async findArtistByEmail(email: string): Promise<InvitedArtist | undefined> {
    const [row] = await this.db
      .select(artistColumns)
      .from(artists)
      .where(sql`lower(${artists.email}) = lower(${email})`);
    return row;
  }

  async findArtistById(id: string): Promise<InvitedArtist | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select(artistColumns).from(artists).where(eq(artists.id, id));
    return row;
  }

  async createArtist(artist: Omit<InvitedArtist, 'id'>): Promise<InvitedArtist> {
    const [row] = await this.db.insert(artists).values(artist).returning(artistColumns);
    return row;
  }

  async artistCodeExists(code: string): Promise<boolean> {
    return anyRow(this.db, artists, eq(artists.artistCode, code));
  }

  async createInvitation(input: {
    artistId: string;
    tokenHash: string;
    reason: string;
    createdBy: string;
    expiresAt: Date;
  }): Promise<{ id: string }> {
    const [row] = await this.db.insert(invitations).values(input).returning({ id: invitations.id });
    return row;
  }

  async setInvitationBoardItem(invitationId: string, boardItemId: string): Promise<void> {
    await this.db.update(invitations).set({ boardItemId }).where(eq(invitations.id, invitationId));
  }

  async findInvitationByHash(tokenHash: string): Promise<InvitationRecord | undefined> {
    return firstRow(invitationsWithArtist(this.db).where(eq(invitations.tokenHash, tokenHash)));
  }

  async findInvitationById(id: string): Promise<InvitationRecord | undefined> {
    return isUuid(id) ? firstRow(invitationsWithArtist(this.db).where(eq(invitations.id, id))) : undefined;
  }

  async markInvitationUsed(invitationId: string, submissionId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(invitations)
      .set({ usedAt: at, submissionId })
      .where(and(eq(invitations.id, invitationId), isNull(invitations.usedAt)))
      .returning({ id: invitations.id });
    return rows.length === 1;
  }

  async createReturningLink(input: { artistId: string; tokenHash: string; expiresAt: Date }): Promise<{ id: string }> {
    const [row] = await this.db.insert(returningLinks).values(input).returning({ id: returningLinks.id });
    return row;
  }

  async findReturningLinkByHash(tokenHash: string): Promise<ReturningLinkRecord | undefined> {
    return firstRow(returningLinksWithArtist(this.db).where(eq(returningLinks.tokenHash, tokenHash)));
  }

  async findReturningLinkById(id: string): Promise<ReturningLinkRecord | undefined> {
    return isUuid(id) ? firstRow(returningLinksWithArtist(this.db).where(eq(returningLinks.id, id))) : undefined;
  }

  async recordReturningLinkUse(linkId: string, at: Date): Promise<void> {
    await this.db
      .update(returningLinks)
      .set({ usageCount: sql`${returningLinks.usageCount} + 1`, lastUsedAt: at })
      .where(eq(returningLinks.id, linkId));
  }

  async hasReturningLink(artistId: string): Promise<boolean> {
    return anyRow(this.db, returningLinks, eq(returningLinks.artistId, artistId));
  }
}
