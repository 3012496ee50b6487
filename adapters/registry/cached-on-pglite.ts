import type { DatabaseHandle } from '../persistence/database';

/**
 * The repository read through a cache that the database's change notices keep fresh, on PGlite only. There this
 * process is the database's only client and hears a notice before the committing statement returns, so a cached copy
 * is never older than a write it made; on PostgreSQL notices come a moment later on another connection, and a read
 * just after another instance's write must see it, so the database is read every time.
 */
export async function cachedOnPglite<R>(
  database: DatabaseHandle,
  repository: R,
  openCache: (inner: R, database: DatabaseHandle) => Promise<R & { close(): Promise<void> }>,
): Promise<{ repository: R; close(): Promise<void> }> {
  if (database.engine !== 'pglite') return { repository, close: async () => undefined };
  const cached = await openCache(repository, database);
  return { repository: cached, close: () => cached.close() };
}
