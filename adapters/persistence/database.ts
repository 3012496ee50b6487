import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** One query layer over both engines: PGlite (embedded) and node-postgres (server). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface Subscription {
  /** False while the connection behind it is down: messages may be missed, so callers must not trust caches. */
  readonly live: boolean;
  close(): Promise<void>;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly engine: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script in one transaction (used by migrations). */
  runScript(sqlText: string, after?: { text: string; params: unknown[] }): Promise<void>;
  /** Runs one statement with parameters, outside drizzle (used by the migrator and health). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Serialises migrations between several instances sharing one server. */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /**
   * Subscribes to NOTIFY on a channel (delivered after the notifying transaction commits, to every process on the
   * database). `onLost` is called when the subscription drops and messages may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<Subscription>;
  close(): Promise<void>;
}

/** The handle's ping: whether the engine answers a trivial query at all. */
export async function answersPing(query: (text: string) => Promise<unknown>): Promise<boolean> {
  try {
    await query('select 1');
    return true;
  } catch {
    return false;
  }
}
