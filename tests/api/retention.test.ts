import { randomUUID } from 'node:crypto';
import { ApplyRetentionUseCase, RETENTION_JOB } from '../../application/use-cases/retention/apply-retention.use-case';
import { createArtist, createStaff, ManualClock } from '../support/identity-fixtures';
import { useTestApp } from '../support/use-test-app';
import { ONE_ROW_PER_RULE } from '../support/builders/retention-report';

const NOW = new Date('2034-03-01T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const YEAR = 365.25;

const clock = new ManualClock(NOW);

const app = useTestApp({ clock, env: { MAIL_OUTBOX_RETENTION_DAYS: '90', ENDED_SESSION_RETENTION_DAYS: '30' } });

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app().database.query<T>(text, params);
const exists = async (table: string, id: string, column = 'id') =>
  (await q(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [id])).length === 1;

async function submission(artistId: string | null, createdAt: Date) {
  const [row] = await q<{ id: string }>(
    "INSERT INTO submissions (artist_id, upload_type, email, artist_name, created_at) VALUES ($1, 'new', 'a@example.com', 'A', $2) RETURNING id",
    [artistId, createdAt],
  );
  return row.id;
}

async function upload(submissionId: string, artistId: string | null) {
  const id = randomUUID();
  await q(
    "INSERT INTO uploads (id, session_id, artist_id, kind, folder, artist_folder, storage_key, display_name, content_type, status, submission_id, created_at) VALUES ($1, 's', $2, 'audio', 'audio', 'a', $3, 'x.wav', 'audio/wav', 'stored', $4, $5)",
    [id, artistId, `audio/${id}.wav`, submissionId, ago(5 * YEAR)],
  );
  return id;
}

async function session(subjectId: string, endedAt: Date | null, idleExpiresAt: Date) {
  const id = randomUUID();
  await q(
    "INSERT INTO sessions (id_hash, role, subject_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at, ended_at) VALUES ($1, 'artist', $2, $3, $3, $4, $4, $5)",
    [id, subjectId, ago(400), idleExpiresAt, endedAt],
  );
  return id;
}

describe('privacy retention job', () => {
  it('is registered with the job worker', () => {
    expect(app().infrastructure.jobs.handlers.kinds()).toContain(RETENTION_JOB);
  });

  it('deletes what the privacy policy and the housekeeping settings no longer keep, and nothing else', async () => {
    const closedLongAgo = await createArtist(app());
    const closedRecently = await createArtist(app());
    const active = await createArtist(app());
    await q('INSERT INTO artist_profiles (artist_id, biography) VALUES ($1, $2), ($3, $2), ($4, $2)', [
      closedLongAgo.id,
      'bio',
      closedRecently.id,
      active.id,
    ]);
    await q('UPDATE artist_credentials SET revoked_at = $2 WHERE artist_id = $1', [closedLongAgo.id, ago(3.5 * YEAR)]);
    await q('UPDATE artist_credentials SET revoked_at = $2 WHERE artist_id = $1', [closedRecently.id, ago(1 * YEAR)]);
    const oldStaff = await createStaff(app());
    const currentStaff = await createStaff(app());
    await q('UPDATE staff_accounts SET active = false, updated_at = $2 WHERE id = $1', [oldStaff.id, ago(2.5 * YEAR)]);

    const oldSubmission = await submission(active.id, ago(7.5 * YEAR));
    const recentSubmission = await submission(active.id, ago(6 * YEAR));
    const endedAgreementFile = await upload(recentSubmission, closedLongAgo.id);
    const keptFile = await upload(recentSubmission, active.id);
    const oldEntry = randomUUID();
    await q(
      "INSERT INTO waiting_list_entries (id, first_name, surname, artist_name, email, country, city, listen_link, created_at) VALUES ($1, 'W', 'L', 'WL', 'w@example.com', 'Ireland', 'Dublin', 'https://x.example', $2)",
      [oldEntry, ago(8 * YEAR)],
    );

    const [oldMail] = await q<{ id: string }>(
      "INSERT INTO mail_outbox (to_address, from_address, subject, text_body, created_at) VALUES ('a@example.com', 'f@example.com', 'old', 'x', $1) RETURNING id",
      [ago(91)],
    );
    const [newMail] = await q<{ id: string }>(
      "INSERT INTO mail_outbox (to_address, from_address, subject, text_body, created_at) VALUES ('a@example.com', 'f@example.com', 'new', 'x', $1) RETURNING id",
      [ago(89)],
    );
    const endedLongAgo = await session(active.id, ago(31), ago(31));
    const expiredLongAgo = await session(active.id, null, ago(40));
    const endedRecently = await session(active.id, ago(2), ago(2));
    const live = await session(active.id, null, new Date(NOW.getTime() + 3_600_000));
    await q('INSERT INTO auth_throttle (key, failures, window_started_at) VALUES ($1, 5, $2), ($3, 2, $4)', [
      'account:old',
      ago(2),
      'account:fresh',
      ago(0.001),
    ]);

    const report = await app().app.get(ApplyRetentionUseCase).execute();

    expect(await exists('artist_profiles', closedLongAgo.id, 'artist_id')).toBe(false);
    expect(await exists('artist_profiles', closedRecently.id, 'artist_id')).toBe(true);
    expect(await exists('artist_profiles', active.id, 'artist_id')).toBe(true);
    expect(await exists('staff_accounts', oldStaff.id)).toBe(false);
    expect(await exists('staff_accounts', currentStaff.id)).toBe(true);
    expect(await exists('submissions', oldSubmission)).toBe(false);
    expect(await exists('submissions', recentSubmission)).toBe(true);
    expect(await exists('waiting_list_entries', oldEntry)).toBe(false);
    // Released to the orphan-upload clean-up, which deletes object and row together.
    expect(
      (await q<{ submission_id: string | null }>('SELECT submission_id FROM uploads WHERE id = $1', [endedAgreementFile]))[0].submission_id,
    ).toBeNull();
    expect(
      (await q<{ submission_id: string | null }>('SELECT submission_id FROM uploads WHERE id = $1', [keptFile]))[0].submission_id,
    ).toBe(recentSubmission);
    expect([await exists('mail_outbox', oldMail.id), await exists('mail_outbox', newMail.id)]).toEqual([false, true]);
    expect(await Promise.all([endedLongAgo, expiredLongAgo, endedRecently, live].map((id) => exists('sessions', id, 'id_hash')))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(await Promise.all(['account:old', 'account:fresh'].map((key) => exists('auth_throttle', key, 'key')))).toEqual([false, true]);
    expect(report).toMatchObject({ ...ONE_ROW_PER_RULE, sessions: 2 });

    // A second pass finds nothing more.
    expect(await app().app.get(ApplyRetentionUseCase).execute()).toMatchObject({
      submissions: 0,
      mails: 0,
      sessions: 0,
      throttleRows: 0,
      closedArtistAccounts: 0,
    });
  });
});
