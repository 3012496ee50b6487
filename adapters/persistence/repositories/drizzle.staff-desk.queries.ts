import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { StaffDeskQueries, WaitingListRow } from '../../../application/ports/staff-desk.queries.port';
import type { Database } from '../database';
import { invitations, returningLinks, waitingListEntries } from '../schema';
import { scopedDb } from '../unit-of-work';

export class DrizzleStaffDeskQueries implements StaffDeskQueries {
  constructor(private readonly root: Database) {}

  async waitingList(options: { limit: number; before?: Date }): Promise<WaitingListRow[]> {
    const w = waitingListEntries;
    return scopedDb(this.root)
      .select({
        id: w.id,
        firstName: w.firstName,
        surname: w.surname,
        artistName: w.artistName,
        email: w.email,
        country: w.country,
        city: w.city,
        listenLink: w.listenLink,
        projectDescription: w.projectDescription,
        createdAt: w.createdAt,
        invitedArtistId: sql<string | null>`(SELECT a.id FROM artists a WHERE lower(a.email) = lower(waiting_list_entries.email) LIMIT 1)`,
      })
      .from(w)
      .where(options.before ? lt(w.createdAt, options.before) : undefined)
      .orderBy(desc(w.createdAt))
      .limit(options.limit);
  }

  async revokeInvitation(id: string, at: Date): Promise<boolean> {
    const rows = await scopedDb(this.root)
      .update(invitations)
      .set({ expiresAt: at })
      .where(and(eq(invitations.id, id), isNull(invitations.usedAt), gt(invitations.expiresAt, at)))
      .returning({ id: invitations.id });
    return rows.length === 1;
  }

  async revokeReturningLink(id: string): Promise<boolean> {
    const rows = await scopedDb(this.root)
      .update(returningLinks)
      .set({ active: false })
      .where(and(eq(returningLinks.id, id), eq(returningLinks.active, true)))
      .returning({ id: returningLinks.id });
    return rows.length === 1;
  }
}
