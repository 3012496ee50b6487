import { Pool, type PoolClient } from 'pg';
import type { ServerOptions } from '@tus/server' with { 'resolution-mode': 'import' };

export type UploadLocker = Extract<ServerOptions['locker'], { newLock: unknown }>;
type UploadLock = ReturnType<UploadLocker['newLock']>;

/** What @tus/server answers when a hook or lock throws it: the status and body of the refusal. */
export interface LockRefusal {
  status_code: number;
  body: string;
}

/**
 * A resumable upload's lock shared by every instance on one PostgreSQL database: a session advisory lock held on
 * its own connection for as long as the request works on the upload. A request that finds it taken is refused at
 * once (`busy`, 423) and never writes; a killed instance's locks go with its connections.
 */
export class AdvisoryUploadLocker implements UploadLocker {
  private readonly pool: Pool;

  constructor(
    databaseUrl: string,
    private readonly busy: LockRefusal,
    connections = 20,
  ) {
    this.pool = new Pool({ connectionString: databaseUrl, max: connections });
    this.pool.on('error', () => undefined);
  }

  newLock(id: string): UploadLock {
    return new AdvisoryUploadLock(this.pool, `tus:${id}`, this.busy);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

class AdvisoryUploadLock implements UploadLock {
  private held: PoolClient | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly key: string,
    private readonly busy: LockRefusal,
  ) {}

  async lock(): Promise<void> {
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS held', [this.key]);
      if (rows[0]?.held) {
        this.held = client;
        return;
      }
    } catch (error) {
      client.release(true);
      throw error;
    }
    client.release();
    throw this.busy;
  }

  async unlock(): Promise<void> {
    const client = this.held;
    this.held = undefined;
    if (!client) return;
    try {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [this.key]);
      client.release();
    } catch {
      // A connection that cannot say unlock is closed instead: its locks end with it.
      client.release(true);
    }
  }
}
