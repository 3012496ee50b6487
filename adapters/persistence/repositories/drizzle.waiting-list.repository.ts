import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type {
  StoredWaitingListEntry,
  WaitingListEntry,
  WaitingListRepository,
} from '../../../application/ports/waiting-list.repository.port';
import type { Database } from '../database';
import { waitingListEntries } from '../schema';
import { scopedDb } from '../unit-of-work';
import { isUuid } from '../uuid';

export class DrizzleWaitingListRepository implements WaitingListRepository {
  constructor(private readonly root: Database) {}

  async create(entry: WaitingListEntry, createdAt: Date): Promise<{ id: string }> {
    const [row] = await scopedDb(this.root)
      .insert(waitingListEntries)
      .values({ ...entry, createdAt })
      .returning({ id: waitingListEntries.id });
    return row;
  }

  async findRecentByEmail(email: string, since: Date): Promise<StoredWaitingListEntry | undefined> {
    const [row] = await scopedDb(this.root)
      .select()
      .from(waitingListEntries)
      .where(and(sql`lower(${waitingListEntries.email}) = lower(${email})`, gte(waitingListEntries.createdAt, since)))
      .orderBy(desc(waitingListEntries.createdAt))
      .limit(1);
    return row;
  }

  async find(id: string): Promise<StoredWaitingListEntry | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await scopedDb(this.root).select().from(waitingListEntries).where(eq(waitingListEntries.id, id));
    return row;
  }

  async setBoardItemId(id: string, boardItemId: string): Promise<void> {
    await scopedDb(this.root).update(waitingListEntries).set({ boardItemId }).where(eq(waitingListEntries.id, id));
  }
}
