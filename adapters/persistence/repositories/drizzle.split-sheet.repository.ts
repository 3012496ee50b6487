import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type {
  AgreedMasterShares,
  SplitAnswer,
  SplitConsentRecord,
  SplitLinkRecord,
  SplitRound,
  SplitSheetRepository,
} from '../../../application/ports/split-sheet.repository.port';
import { ANSWERABLE_STATES, sheetPeople, type SplitSheet } from '../../../domain/split-sheets';
import type { Database } from '../database';
import { splitConsents, splitLinks, splitRemindersSent, splitSheets } from '../schema';
import { scopedDb } from '../unit-of-work';
import { carriedConsent, consentColumns, toSheet } from './split-sheet.rows';

export class DrizzleSplitSheetRepository implements SplitSheetRepository {
  constructor(private readonly root: Database) {}

  async latestRound(submissionId: string): Promise<number | null> {
    const [row] = await scopedDb(this.root)
      .select({ version: sql<number | null>`max(${splitSheets.version})` })
      .from(splitSheets)
      .where(eq(splitSheets.submissionId, submissionId));
    return row?.version === null || row?.version === undefined ? null : Number(row.version);
  }

  async currentSheets(submissionId: string): Promise<SplitSheet[]> {
    const rows = await scopedDb(this.root)
      .select()
      .from(splitSheets)
      .where(and(eq(splitSheets.submissionId, submissionId), eq(splitSheets.version, this.latestVersionOf(submissionId))))
      .orderBy(asc(splitSheets.position));
    return rows.map(toSheet);
  }

  async saveRound(round: SplitRound): Promise<boolean> {
    const db = scopedDb(this.root);
    const previous = await this.consents(round.submissionId);
    const inserted = await db
      .insert(splitSheets)
      .values(round.sheets.map((s) => ({ ...s, submissionId: round.submissionId, version: round.version })))
      .onConflictDoNothing()
      .returning({ id: splitSheets.id, trackKey: splitSheets.trackKey });
    if (inserted.length === 0) return false;
    const consents = round.sheets.flatMap((sheet): (typeof splitConsents.$inferInsert)[] => {
      const sheetId = inserted.find((i) => i.trackKey === sheet.trackKey)?.id;
      if (!sheetId) return [];
      return sheetPeople(sheet).flatMap((person): (typeof splitConsents.$inferInsert)[] => {
        const base = { sheetId, submissionId: round.submissionId, email: person.email, name: person.name };
        if (round.asked.some((a) => a.trackKey === sheet.trackKey && a.email === person.email))
          return [{ ...base, state: 'asked', askedAt: round.at }];
        const before = previous.find((c) => c.trackKey === sheet.trackKey && c.email === person.email);
        return before ? [{ ...base, ...carriedConsent(before) }] : [];
      });
    });
    if (consents.length > 0) await db.insert(splitConsents).values(consents);
    if (round.links.length > 0)
      await db.insert(splitLinks).values(round.links.map((l) => ({ ...l, submissionId: round.submissionId, createdAt: round.at })));
    return true;
  }

  async addLink(link: { submissionId: string; email: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await scopedDb(this.root).insert(splitLinks).values(link);
  }

  async findLink(tokenHash: string): Promise<SplitLinkRecord | undefined> {
    const [row] = await scopedDb(this.root)
      .select({
        id: splitLinks.id,
        submissionId: splitLinks.submissionId,
        email: splitLinks.email,
        createdAt: splitLinks.createdAt,
        expiresAt: splitLinks.expiresAt,
      })
      .from(splitLinks)
      .where(eq(splitLinks.tokenHash, tokenHash));
    return row;
  }

  async consents(submissionId: string, email?: string): Promise<SplitConsentRecord[]> {
    return scopedDb(this.root)
      .select(consentColumns)
      .from(splitConsents)
      .innerJoin(splitSheets, eq(splitSheets.id, splitConsents.sheetId))
      .where(
        and(
          eq(splitConsents.submissionId, submissionId),
          eq(splitSheets.version, this.latestVersionOf(submissionId)),
          email === undefined ? undefined : eq(splitConsents.email, email),
        ),
      )
      .orderBy(asc(splitSheets.position), asc(splitConsents.name), asc(splitConsents.email));
  }

  async markOpened(submissionId: string, email: string, at: Date): Promise<void> {
    await scopedDb(this.root)
      .update(splitConsents)
      .set({ state: 'opened', openedAt: at })
      .where(and(this.currentOf(submissionId, email), eq(splitConsents.state, 'asked')));
  }

  async answer(submissionId: string, email: string, answer: SplitAnswer): Promise<number> {
    const rows = await scopedDb(this.root)
      .update(splitConsents)
      .set({
        state: answer.outcome,
        answeredAt: answer.at,
        answeredVersion: sql`(SELECT version FROM split_sheets WHERE id = ${splitConsents.sheetId})`,
        declineReason: answer.declineReason ?? null,
        signedName: answer.signedName ?? null,
        signerIp: answer.signerIp ?? null,
        signerUserAgent: answer.signerUserAgent ?? null,
        documentSha256: answer.documentSha256 ?? null,
      })
      .where(and(this.currentOf(submissionId, email), inArray(splitConsents.state, [...ANSWERABLE_STATES])))
      .returning({ id: splitConsents.id });
    return rows.length;
  }

  async reopen(submissionId: string, email: string, at: Date): Promise<number> {
    const rows = await scopedDb(this.root)
      .update(splitConsents)
      .set({ state: 'asked', askedAt: at, openedAt: null })
      .where(and(this.currentOf(submissionId, email), inArray(splitConsents.state, [...ANSWERABLE_STATES, 'expired'])))
      .returning({ id: splitConsents.id });
    return rows.length;
  }

  async markAgreedOffline(consentId: string, by: string, note: string, at: Date): Promise<{ submissionId: string } | null> {
    const [row] = await scopedDb(this.root)
      .update(splitConsents)
      .set({
        state: 'agreed',
        answeredAt: at,
        answeredVersion: sql`(SELECT version FROM split_sheets WHERE id = ${splitConsents.sheetId})`,
        offlineNote: note,
        markedBy: by,
        declineReason: null,
      })
      .where(and(eq(splitConsents.id, consentId), sql`${splitConsents.state} <> 'agreed'`))
      .returning({ submissionId: splitConsents.submissionId });
    return row ?? null;
  }

  async expireUnanswered(submissionId: string, askedBefore: Date): Promise<number> {
    const rows = await scopedDb(this.root)
      .update(splitConsents)
      .set({ state: 'expired' })
      .where(
        and(
          eq(splitConsents.submissionId, submissionId),
          inArray(splitConsents.state, [...ANSWERABLE_STATES]),
          lte(splitConsents.askedAt, askedBefore),
        ),
      )
      .returning({ id: splitConsents.id });
    return rows.length;
  }

  async claimReminder(reminder: { submissionId: string; email: string; round: number; ordinal: number; at: Date }): Promise<boolean> {
    const { at, ...key } = reminder;
    const rows = await scopedDb(this.root)
      .insert(splitRemindersSent)
      .values({ ...key, sentAt: at })
      .onConflictDoNothing()
      .returning({ ordinal: splitRemindersSent.ordinal });
    return rows.length > 0;
  }

  async agreedMasterShares(submissionId: string, trackKey: string): Promise<AgreedMasterShares | undefined> {
    const sheet = (await this.currentSheets(submissionId)).find((s) => s.trackKey === trackKey);
    if (!sheet) return undefined;
    const consents = (await this.consents(submissionId)).filter((c) => c.trackKey === trackKey);
    if (consents.some((c) => c.state !== 'agreed')) return undefined;
    const shares = sheet.shares.filter((s) => s.kind === 'master').map(({ name, email, percentage }) => ({ name, email, percentage }));
    const { isrc, version, audioSha256 } = sheet;
    return { submissionId, trackKey, isrc, version, audioSha256, shares };
  }

  private latestVersionOf(submissionId: string) {
    return sql<number>`(SELECT max(v.version) FROM split_sheets v WHERE v.submission_id = ${submissionId})`;
  }

  private currentOf(submissionId: string, email: string) {
    return and(
      eq(splitConsents.submissionId, submissionId),
      eq(splitConsents.email, email),
      sql`${splitConsents.sheetId} IN (SELECT s.id FROM split_sheets s WHERE s.submission_id = ${submissionId} AND s.version = ${this.latestVersionOf(submissionId)})`,
    );
  }
}
