import { and, asc, eq, sql } from 'drizzle-orm';
import type { SavedFilterRecord, SavedFiltersRepository } from '../../../application/ports/saved-filters.repository.port';
import type { SavedDeskFilterSet } from '../../../wire/staff-desk-tools.wire';
import type { Database } from '../database';
import { staffAccounts, staffSavedFilters } from '../schema';
import { scopedDb } from '../unit-of-work';
import { deletedAny, matching } from './query-helpers';

const columns = {
  id: staffSavedFilters.id,
  name: staffSavedFilters.name,
  filter: staffSavedFilters.filter,
  createdAt: staffSavedFilters.createdAt,
};

export class DrizzleSavedFiltersRepository implements SavedFiltersRepository {
  constructor(private readonly root: Database) {}

  async list(staffId: string): Promise<SavedFilterRecord[]> {
    return scopedDb(this.root)
      .select(columns)
      .from(staffSavedFilters)
      .where(eq(staffSavedFilters.staffId, staffId))
      .orderBy(asc(sql`lower(${staffSavedFilters.name})`), asc(staffSavedFilters.id));
  }

  async save(staffId: string, name: string, filter: SavedDeskFilterSet, at: Date, max: number): Promise<SavedFilterRecord | null> {
    const db = scopedDb(this.root);
    // Inside the caller's unit of work, the account row serialises one person's saves past the limit check.
    await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(staffSavedFilters)
      .where(and(eq(staffSavedFilters.staffId, staffId), sql`${staffSavedFilters.name} <> ${name}`));
    if (Number(count) >= max) return null;
    const [row] = await db
      .insert(staffSavedFilters)
      .values({ staffId, name, filter, createdAt: at })
      .onConflictDoUpdate({ target: [staffSavedFilters.staffId, staffSavedFilters.name], set: { filter, createdAt: at } })
      .returning(columns);
    return row;
  }

  async delete(staffId: string, id: string): Promise<boolean> {
    return deletedAny(scopedDb(this.root), staffSavedFilters, matching(staffSavedFilters, { staffId, id }));
  }
}
