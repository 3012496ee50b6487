import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { HousekeepingCutoffs, RetentionReport, RetentionRepository } from '../../../application/ports/retention.repository.port';
import type { RetentionCutoffs } from '../../../domain/shared';
import type { Database } from '../database';
import {
  artistCredentials,
  artistProfiles,
  authThrottle,
  mailOutbox,
  sessions,
  staffAccounts,
  submissions,
  uploads,
  waitingListEntries,
} from '../schema';
import { DrizzleUnitOfWork, scopedDb } from '../unit-of-work';

const ids = { id: sql<string>`1` };

export class DrizzleRetentionRepository implements RetentionRepository {
  constructor(private readonly root: Database) {}

  async apply(policy: RetentionCutoffs, housekeeping: HousekeepingCutoffs): Promise<RetentionReport> {
    return new DrizzleUnitOfWork(this.root).run(async () => {
      const db = scopedDb(this.root);
      // An artist's account closes when staff revoke their access; the code row stays as the record of when.
      const closedArtists = db
        .select({ id: artistCredentials.artistId })
        .from(artistCredentials)
        .where(lt(artistCredentials.revokedAt, policy.accountsClosedBefore));
      const endedAgreements = db
        .select({ id: artistCredentials.artistId })
        .from(artistCredentials)
        .where(lt(artistCredentials.revokedAt, policy.agreementsEndedBefore));

      const profiles = await db
        .delete(artistProfiles)
        .where(inArray(artistProfiles.artistId, closedArtists))
        .returning({ pictureKey: artistProfiles.pictureKey });
      await db.update(artistCredentials).set({ codeHash: '' }).where(lt(artistCredentials.revokedAt, policy.accountsClosedBefore));
      const staff = await db
        .delete(staffAccounts)
        .where(and(eq(staffAccounts.active, false), lt(staffAccounts.updatedAt, policy.accountsClosedBefore)))
        .returning(ids);

      const releasedFiles = await db
        .update(uploads)
        .set({ submissionId: null })
        .where(
          and(
            isNotNull(uploads.submissionId),
            or(
              inArray(uploads.artistId, endedAgreements),
              inArray(
                uploads.submissionId,
                db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.artistId, endedAgreements)),
              ),
            ),
          ),
        )
        .returning(ids);
      const oldSubmissions = await db
        .delete(submissions)
        .where(lt(submissions.createdAt, policy.submissionsCollectedBefore))
        .returning(ids);
      const waitingList = await db
        .delete(waitingListEntries)
        .where(lt(waitingListEntries.createdAt, policy.submissionsCollectedBefore))
        .returning(ids);

      const mails = await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, housekeeping.mailWrittenBefore)).returning(ids);
      const endedSessions = await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.endedAt, housekeeping.sessionsEndedBefore),
            and(isNull(sessions.endedAt), lt(sessions.absoluteExpiresAt, housekeeping.sessionsEndedBefore)),
            lt(sessions.idleExpiresAt, housekeeping.sessionsEndedBefore),
          ),
        )
        .returning(ids);
      const throttle = await db
        .delete(authThrottle)
        .where(lt(authThrottle.windowStartedAt, housekeeping.throttleWindowsStartedBefore))
        .returning(ids);

      return {
        closedStaffAccounts: staff.length,
        closedArtistAccounts: profiles.length,
        submissions: oldSubmissions.length,
        musicFilesReleased: releasedFiles.length,
        waitingListEntries: waitingList.length,
        mails: mails.length,
        sessions: endedSessions.length,
        throttleRows: throttle.length,
        pictureKeys: profiles.map((p) => p.pictureKey).filter((key): key is string => Boolean(key)),
      };
    });
  }
}
