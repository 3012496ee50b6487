import { DrizzleRetentionRepository } from '../../../../adapters/persistence/repositories/drizzle.retention.repository';
import type { HousekeepingCutoffs } from '../../../../application/ports/retention.repository.port';
import type { RetentionCutoffs } from '../../../../domain/shared';
import { describeOnTestDatabases } from '../../../support/test-database';
import { countRows, insertArtist, insertStaff, insertSubmission, insertUpload } from './seed-rows';
import { ONE_ROW_PER_RULE } from '../../../support/builders/retention-report';

const OLD = new Date('2020-01-01T00:00:00Z');
const RECENT = new Date('2029-12-01T00:00:00Z');
const CUTOFF = new Date('2025-01-01T00:00:00Z');

const policy: RetentionCutoffs = {
  accountsClosedBefore: CUTOFF,
  submissionsCollectedBefore: CUTOFF,
  agreementsEndedBefore: CUTOFF,
  analyticsCollectedBefore: CUTOFF,
};
const housekeeping: HousekeepingCutoffs = { mailWrittenBefore: CUTOFF, sessionsEndedBefore: CUTOFF, throttleWindowsStartedBefore: CUTOFF };

describeOnTestDatabases('DrizzleRetentionRepository', (database) => {
  async function anArtistWithAccess(revokedAt: Date | null, pictureKey: string): Promise<string> {
    const artistId = await insertArtist(database());
    await database().query("INSERT INTO artist_credentials (artist_id, code_hash, revoked_at) VALUES ($1, 'code', $2)", [
      artistId,
      revokedAt?.toISOString() ?? null,
    ]);
    await database().query('INSERT INTO artist_profiles (artist_id, picture_key) VALUES ($1, $2)', [artistId, pictureKey]);
    return artistId;
  }

  it('removes exactly what the policy no longer lets us keep, counts it, and keeps the rest', async () => {
    const closedLongAgo = await anArtistWithAccess(OLD, 'pictures/closed.webp');
    const closedRecently = await anArtistWithAccess(RECENT, 'pictures/recent.webp');
    const open = await anArtistWithAccess(null, 'pictures/open.webp');
    await insertStaff(database(), 'Old Leaver', { active: false, updatedAt: OLD });
    const recentLeaver = await insertStaff(database(), 'New Leaver', { active: false, updatedAt: RECENT });
    const activeOld = await insertStaff(database(), 'Old Timer', { updatedAt: OLD });

    const oldSubmission = await insertSubmission(database(), { createdAt: OLD, artistId: open });
    const keptSubmission = await insertSubmission(database(), { createdAt: RECENT, artistId: closedLongAgo });
    const endedFile = await insertUpload(database(), { artistId: closedLongAgo, submissionId: keptSubmission });
    const liveFile = await insertUpload(database(), {
      artistId: open,
      submissionId: await insertSubmission(database(), { createdAt: RECENT, artistId: open }),
    });

    for (const created of [OLD, RECENT]) {
      await database().query(
        "INSERT INTO waiting_list_entries (first_name, surname, artist_name, email, country, city, listen_link, created_at) VALUES ('A', 'B', 'C', 'w@example.com', 'UK', 'Leeds', 'l', $1)",
        [created.toISOString()],
      );
      await database().query(
        "INSERT INTO mail_outbox (to_address, from_address, subject, text_body, created_at) VALUES ('a@example.com', 'b@example.com', 's', 't', $1)",
        [created.toISOString()],
      );
      await database().query('INSERT INTO auth_throttle (key, failures, window_started_at) VALUES ($1, 1, $2)', [
        `k-${created.getTime()}`,
        created.toISOString(),
      ]);
    }
    const session = (id: string, ended: Date | null, absolute: Date, idle: Date) =>
      database().query(
        `INSERT INTO sessions (id_hash, role, subject_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at, ended_at)
         VALUES ($1, 'artist', $2, $3, $3, $4, $5, $6)`,
        [id, open, OLD.toISOString(), idle.toISOString(), absolute.toISOString(), ended?.toISOString() ?? null],
      );
    await session('ended-long-ago', OLD, RECENT, RECENT);
    await session('expired-long-ago', null, OLD, RECENT);
    await session('idle-long-ago', null, RECENT, OLD);
    await session('live', null, RECENT, RECENT);

    const report = await new DrizzleRetentionRepository(database().db).apply(policy, housekeeping);

    expect(report).toEqual({ ...ONE_ROW_PER_RULE, sessions: 3, pictureKeys: ['pictures/closed.webp'] });
    expect(await countRows(database(), 'artist_profiles', 'artist_id = ANY($1)', [[closedRecently, open]])).toBe(2);
    expect(await countRows(database(), 'artist_profiles', 'artist_id = $1', [closedLongAgo])).toBe(0);
    expect(await countRows(database(), 'artist_credentials', "artist_id = $1 AND code_hash = ''", [closedLongAgo])).toBe(1);
    expect(await countRows(database(), 'staff_accounts', 'id = ANY($1)', [[recentLeaver, activeOld]])).toBe(2);
    expect(await countRows(database(), 'submissions', 'id = $1', [oldSubmission])).toBe(0);
    expect(await countRows(database(), 'submissions', 'id = $1', [keptSubmission])).toBe(1);
    expect(await countRows(database(), 'uploads', 'id = $1 AND submission_id IS NULL', [endedFile])).toBe(1);
    expect(await countRows(database(), 'uploads', 'id = $1 AND submission_id IS NOT NULL', [liveFile])).toBe(1);
    expect(await countRows(database(), 'sessions')).toBe(1);

    const again = await new DrizzleRetentionRepository(database().db).apply(policy, housekeeping);
    expect(again).toMatchObject({ closedArtistAccounts: 0, submissions: 0, musicFilesReleased: 0, sessions: 0, pictureKeys: [] });
  });
});
