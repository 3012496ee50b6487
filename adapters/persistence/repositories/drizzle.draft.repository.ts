import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type {
  DraftAnswers,
  DraftOrigin,
  DraftOwnerChanges,
  DraftRecord,
  DraftRepository,
  DraftWizardState,
  NewDraft,
} from '../../../application/ports/draft.repository.port';
import type { Database } from '../database';
import { draftResumeLinks, submissionDrafts } from '../schema';
import { scopedDb } from '../unit-of-work';
import { deletedAny } from './query-helpers';
import { isUuid } from '../uuid';

type Row = typeof submissionDrafts.$inferSelect;

function toRecord(row: Row): DraftRecord {
  return {
    ...row,
    origin: row.origin as DraftOrigin,
    answers: row.answers as DraftAnswers,
    wizard: row.wizard as unknown as DraftWizardState,
  };
}

/** Drafts in our database; joins the enclosing UnitOfWork transaction (the submit deletes the draft in its own). */
export class DrizzleDraftRepository implements DraftRepository {
  constructor(private readonly root: Database) {}

  private get db(): Database {
    return scopedDb(this.root);
  }

  async create(draft: NewDraft): Promise<DraftRecord> {
    const [row] = await this.db
      .insert(submissionDrafts)
      .values({ ...draft, wizard: { ...draft.wizard }, updatedAt: draft.createdAt })
      .returning();
    return toRecord(row);
  }

  async find(id: string): Promise<DraftRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(submissionDrafts).where(eq(submissionDrafts.id, id));
    return row ? toRecord(row) : null;
  }

  async findLatestOfArtist(artistId: string): Promise<DraftRecord | null> {
    const [row] = await this.db
      .select()
      .from(submissionDrafts)
      .where(and(eq(submissionDrafts.artistId, artistId), isNull(submissionDrafts.submissionId)))
      .orderBy(desc(submissionDrafts.updatedAt))
      .limit(1);
    return row ? toRecord(row) : null;
  }

  async findOfSubmission(submissionId: string): Promise<DraftRecord | null> {
    if (!isUuid(submissionId)) return null;
    const [row] = await this.db.select().from(submissionDrafts).where(eq(submissionDrafts.submissionId, submissionId));
    return row ? toRecord(row) : null;
  }

  async findByResumeLink(tokenHash: string, now: Date): Promise<DraftRecord | null> {
    const [row] = await this.db
      .select({ draft: submissionDrafts })
      .from(draftResumeLinks)
      .innerJoin(submissionDrafts, eq(submissionDrafts.id, draftResumeLinks.draftId))
      .where(and(eq(draftResumeLinks.tokenHash, tokenHash), gt(draftResumeLinks.expiresAt, now)));
    return row ? toRecord(row.draft) : null;
  }

  async addResumeLink(draftId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(draftResumeLinks).values({ draftId, tokenHash, expiresAt });
  }

  async save(
    id: string,
    baseRevision: number,
    changes: { answers: DraftAnswers; wizard: DraftWizardState; owner?: DraftOwnerChanges },
    at: Date,
    expiresAt: Date,
  ): Promise<number | null> {
    const [row] = await this.db
      .update(submissionDrafts)
      .set({
        answers: changes.answers,
        wizard: { ...changes.wizard },
        ...changes.owner,
        revision: baseRevision + 1,
        updatedAt: at,
        expiresAt,
      })
      .where(and(eq(submissionDrafts.id, id), eq(submissionDrafts.revision, baseRevision)))
      .returning({ revision: submissionDrafts.revision });
    return row?.revision ?? null;
  }

  async attach(id: string, owner: DraftOwnerChanges): Promise<void> {
    await this.db.update(submissionDrafts).set(owner).where(eq(submissionDrafts.id, id));
  }

  async claim(id: string, artistId: string): Promise<void> {
    await this.db
      .update(submissionDrafts)
      .set({ artistId, origin: 'account' })
      .where(and(eq(submissionDrafts.id, id), isNull(submissionDrafts.artistId)));
  }

  async listOfArtist(artistId: string): Promise<DraftRecord[]> {
    const rows = await this.db
      .select()
      .from(submissionDrafts)
      .where(eq(submissionDrafts.artistId, artistId))
      .orderBy(desc(submissionDrafts.updatedAt));
    return rows.map(toRecord);
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return deletedAny(this.db, submissionDrafts, eq(submissionDrafts.id, id));
  }

  async deleteExpired(now: Date, limit: number): Promise<string[]> {
    const expired = await this.db
      .select({ id: submissionDrafts.id })
      .from(submissionDrafts)
      .where(lt(submissionDrafts.expiresAt, now))
      .orderBy(asc(submissionDrafts.expiresAt))
      .limit(limit);
    if (expired.length === 0) return [];
    const rows = await this.db
      .delete(submissionDrafts)
      .where(
        and(
          inArray(
            submissionDrafts.id,
            expired.map((d) => d.id),
          ),
          lt(submissionDrafts.expiresAt, now),
        ),
      )
      .returning({ formSessionId: submissionDrafts.formSessionId });
    return rows.map((r) => r.formSessionId);
  }
}
