import { sql } from 'drizzle-orm';
import type { Infrastructure } from '../../registry/infrastructure';
import { scopedDb } from '../unit-of-work';

/** The demo logins printed at start-up (development only; SEED_DEMO_DATA=false skips the seed). */
export const DEMO_LOGINS = {
  staff: { email: 'staff@label.example', password: 'demo-staff-password', name: 'Demo Staff' },
  artist: { artistId: 'DEMO-ARTIST', invitationCode: 'DEMOCODE2030', email: 'nova@artist.example', artistName: 'Nova Lights' },
} as const;

const SEED_KEY = 'demo-seed:identity';

/** A demo submission; days are counted from the day of the seed (release dates lie after submission, as the wizard requires). */
export interface DemoRelease {
  status: 'Approved' | 'Pending' | 'In Progress';
  releaseTitle: string;
  releaseType: 'single' | 'ep' | null;
  primaryGenre: string;
  subGenre: string;
  submittedDaysAgo: number;
  releaseInDays: number | null;
}

export const DEMO_RELEASES: readonly DemoRelease[] = [
  {
    status: 'Approved',
    releaseTitle: 'Neon Night Bus',
    releaseType: 'single',
    primaryGenre: 'Pop',
    subGenre: 'Synth-Pop',
    submittedDaysAgo: 40,
    releaseInDays: 14,
  },
  {
    status: 'Pending',
    releaseTitle: 'Afterglow',
    releaseType: 'ep',
    primaryGenre: 'Pop',
    subGenre: 'Electropop',
    submittedDaysAgo: 10,
    releaseInDays: 35,
  },
  { status: 'In Progress', releaseTitle: '', releaseType: null, primaryGenre: '', subGenre: '', submittedDaysAgo: 2, releaseInDays: null },
];

export interface SeedResult {
  seeded: boolean;
  logins: typeof DEMO_LOGINS;
}

/**
 * First-run demo data: one staff account, one artist with a known artist ID + invitation code, and three
 * submissions in different statuses (DEMO_RELEASES). Idempotent: recorded in app_settings and done once, in one transaction
 * that holds an advisory lock, so instances starting together on an empty database seed once and the others wait, then skip.
 */
export async function seedDemoData(infrastructure: Infrastructure): Promise<SeedResult> {
  const { settings, unitOfWork, database, clock, hasher, staffAccounts, artistCredentials, artistProfiles } = infrastructure;
  if (await settings.read<boolean>(SEED_KEY)) return { seeded: false, logins: DEMO_LOGINS };
  const staffHash = await hasher.hash(DEMO_LOGINS.staff.password);
  const codeHash = await hasher.hash(DEMO_LOGINS.artist.invitationCode);
  const seeded = await unitOfWork.run(async () => {
    const db = scopedDb(database.db);
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${SEED_KEY}, 0))`);
    const done = await db.execute(sql`SELECT 1 FROM app_settings WHERE key = ${SEED_KEY} AND value = 'true'::jsonb`);
    if ((done as unknown as { rows: unknown[] }).rows.length > 0) return false;
    await staffAccounts.upsert({ email: DEMO_LOGINS.staff.email, name: DEMO_LOGINS.staff.name, passwordHash: staffHash });
    const inserted = await db.execute<{ id: string }>(
      sqlInsertArtist(DEMO_LOGINS.artist.artistId, DEMO_LOGINS.artist.email, DEMO_LOGINS.artist.artistName),
    );
    const artist = (inserted as unknown as { rows: { id: string }[] }).rows[0];
    await artistCredentials.storeCode(artist.id, codeHash, clock.now());
    await artistProfiles.update(artist.id, {
      name: 'Ada Lovelace',
      nationality: 'British',
      country: 'United Kingdom',
      city: 'London',
      biography: 'Synth-pop duo from London, writing songs about night buses and neon.',
      spotifyProfile: 'https://open.spotify.com/artist/demo',
      website: 'https://novalights.example',
    });
    for (const release of DEMO_RELEASES) await db.execute(sqlInsertSubmission(artist.id, release, DEMO_LOGINS.artist));
    // Written through the transaction (the settings repository would use a second connection and wait on this one).
    await db.execute(
      sql`INSERT INTO app_settings (key, value) VALUES (${SEED_KEY}, 'true'::jsonb) ON CONFLICT (key) DO UPDATE SET value = 'true'::jsonb, updated_at = now()`,
    );
    return true;
  });
  return { seeded, logins: DEMO_LOGINS };
}

function sqlInsertArtist(code: string, email: string, artistName: string) {
  return sql`INSERT INTO artists (artist_code, email, first_name, surname, artist_name)
    VALUES (${code}, ${email}, 'Ada', 'Lovelace', ${artistName})
    ON CONFLICT (artist_code) DO UPDATE SET updated_at = now() RETURNING id`;
}

function sqlInsertSubmission(artistId: string, release: DemoRelease, artist: { email: string; artistName: string }) {
  const releaseDate = release.releaseInDays === null ? null : sql`(current_date + ${release.releaseInDays} * interval '1 day')::date`;
  return sql`WITH inserted AS (
      INSERT INTO submissions (artist_id, status, upload_type, release_type, release_title, release_date, email, first_name, surname, artist_name, created_at)
      VALUES (${artistId}, ${release.status}, 'new-music', ${release.releaseType}, ${release.releaseTitle}, ${releaseDate}, ${artist.email}, 'Ada',
              'Lovelace', ${artist.artistName}, now() - (${release.submittedDaysAgo} * interval '1 day'))
      RETURNING id)
    INSERT INTO submission_details (submission_id, primary_genre, sub_genre)
    SELECT id, ${release.primaryGenre}, ${release.subGenre} FROM inserted`;
}
