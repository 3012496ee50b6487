import { ensurePgliteImage, ensurePostgresTemplate } from './migrated-schema';

/** Jest's global setup for the database projects: the migrated schema is made once, before any worker starts. */
export default async function makeMigratedSchema(): Promise<void> {
  await ensurePgliteImage();
  if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
}
