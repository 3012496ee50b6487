import type { DatabaseHandle } from '../../adapters/persistence/database';

export const SUBMISSIONS = 100_000;
export const CLIENT_ERRORS = 100_000;
export const WEB_VITALS = 900_000;
const STATUSES = ['Pending', 'In Progress', 'Approved', 'Rejected'];

/**
 * 100,000 submissions (one a minute back from now) and 1,000,000 monitoring events (client errors and web vitals)
 * spread over the last 168 hours, written by set-based SQL so seeding takes seconds, then VACUUM ANALYZE.
 */
export async function seedAtScale(database: DatabaseHandle): Promise<void> {
  await database.query(
    `INSERT INTO submissions (status, upload_type, release_type, release_title, first_name, surname, email, artist_name, created_at, updated_at)
     SELECT ($1::text[])[1 + i % 4], 'new-music', 'single', 'Release ' || i, 'First', 'Last', 'artist' || i || '@example.com', 'Artist ' || i,
            now() - make_interval(mins => i), now() - make_interval(mins => i)
     FROM generate_series(1, ${SUBMISSIONS}) AS i`,
    [STATUSES],
  );
  await database.query(
    `INSERT INTO client_errors (message, category, severity, url, created_at)
     SELECT 'TypeError: x is undefined #' || (i % 50), (ARRAY['javascript', 'network', 'upload', 'validation'])[1 + i % 4], 'error', '/submit',
            now() - make_interval(secs => (i::double precision / ${CLIENT_ERRORS}) * 168 * 3600)
     FROM generate_series(1, ${CLIENT_ERRORS}) AS i`,
  );
  // In slices, so neither engine holds one huge statement's transition table at once.
  const slice = 100_000;
  for (let start = 0; start < WEB_VITALS; start += slice) {
    await database.query(
      `INSERT INTO web_vitals (name, value, rating, url, created_at)
       SELECT (ARRAY['LCP', 'FCP', 'CLS', 'INP', 'TTFB'])[1 + i % 5], (i % 3000)::double precision, 'good', '/',
              now() - make_interval(secs => (i::double precision / ${WEB_VITALS}) * 168 * 3600)
       FROM generate_series(${start + 1}, ${start + slice}) AS i`,
    );
  }
  // As autovacuum would have by then: statistics, and a visibility map so index-only scans skip the heap.
  await database.query('VACUUM ANALYZE');
}
