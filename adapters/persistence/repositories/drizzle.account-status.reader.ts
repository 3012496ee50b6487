import { and, eq, isNull } from 'drizzle-orm';
import type { AccountStatusReader } from '../../../application/ports/account-status.port';
import type { SessionRole } from '../../../application/ports/session.repository.port';
import type { Database } from '../database';
import { artistCredentials, staffAccounts } from '../schema';
import { scopedDb } from '../unit-of-work';

/** Staff: the account exists and is active. Artists: a sign-in code exists and has not been revoked. */
export class DrizzleAccountStatusReader implements AccountStatusReader {
  constructor(private readonly root: Database) {}

  async isActive(role: SessionRole, subjectId: string): Promise<boolean> {
    const db = scopedDb(this.root);
    if (role === 'staff') {
      const rows = await db
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.id, subjectId), eq(staffAccounts.active, true)));
      return rows.length === 1;
    }
    const rows = await db
      .select({ id: artistCredentials.artistId })
      .from(artistCredentials)
      .where(and(eq(artistCredentials.artistId, subjectId), isNull(artistCredentials.revokedAt)));
    return rows.length === 1;
  }
}
