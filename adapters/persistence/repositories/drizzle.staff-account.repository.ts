import { eq, sql } from 'drizzle-orm';
import type { StaffAccount, StaffAccountRepository } from '../../../application/ports/staff-account.repository.port';
import type { Database } from '../database';
import { staffAccounts } from '../schema';
import { scopedDb } from '../unit-of-work';
import { columnsOf, firstRow } from './query-helpers';

const columns = columnsOf(staffAccounts, ['id', 'email', 'name', 'passwordHash', 'active']);

export class DrizzleStaffAccountRepository implements StaffAccountRepository {
  constructor(private readonly root: Database) {}

  findByEmail(email: string): Promise<StaffAccount | undefined> {
    return firstRow(this.accounts().where(sql`lower(${staffAccounts.email}) = ${email.toLowerCase()}`));
  }

  findById(id: string): Promise<StaffAccount | undefined> {
    return firstRow(this.accounts().where(eq(staffAccounts.id, id)));
  }

  async upsert(account: { email: string; name: string; passwordHash: string }): Promise<{ id: string; created: boolean }> {
    const db = scopedDb(this.root);
    const existing = await this.findByEmail(account.email);
    if (existing) {
      await db
        .update(staffAccounts)
        .set({ name: account.name, passwordHash: account.passwordHash, active: true, updatedAt: sql`now()` })
        .where(eq(staffAccounts.id, existing.id));
      return { id: existing.id, created: false };
    }
    const [row] = await db.insert(staffAccounts).values(account).returning({ id: staffAccounts.id });
    return { id: row.id, created: true };
  }

  private accounts() {
    return scopedDb(this.root).select(columns).from(staffAccounts);
  }
}
