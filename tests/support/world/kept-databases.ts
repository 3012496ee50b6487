import type { DatabaseHandle } from '../../../adapters/persistence/database';

/**
 * Test databases a file has closed, kept open for its next open instead of ended (DESIGN.md, 'one world'): opening a
 * copy of the migrated schema costs 0.2 s on PostgreSQL and 0.6 s on PGlite, about two hundred times a run. Before one
 * is handed out again its tables are emptied and the rows the migrations wrote put back; one whose schema a test
 * changed (a trigger, a function) is ended instead. The project's setup closes what is left after each test file.
 */
export class KeptDatabases {
  private readonly idle: DatabaseHandle[] = [];
  private fresh: FreshState | undefined;
  /** Set once the file's databases are ended: a handle closed later (by an afterAll declared after it) ends too. */
  private ended = false;

  constructor(private readonly openFresh: () => Promise<DatabaseHandle>) {}

  /** A database as the migrations left it: a kept one reset, else a new copy. */
  async open(): Promise<DatabaseHandle> {
    for (let kept = this.idle.pop(); kept; kept = this.idle.pop()) {
      if (await this.reset(kept)) return this.keptOnClose(kept);
      await kept.close();
    }
    const handle = await this.openFresh();
    this.fresh ??= await readFreshState(handle);
    return this.keptOnClose(handle);
  }

  async closeAll(): Promise<void> {
    this.ended = true;
    const handles = this.idle.splice(0);
    await Promise.all(handles.map((handle) => handle.close()));
  }

  /** The handle as the test sees it: close() puts it back once, however often it is called. */
  private keptOnClose(handle: DatabaseHandle): DatabaseHandle {
    let closed = false;
    return {
      ...handle,
      close: async () => {
        if (closed) return;
        closed = true;
        if (this.ended) await handle.close();
        else this.idle.push(handle);
      },
    };
  }

  /** Empties the tables and puts the migrations' rows back; false when the schema is not the migrated one. */
  private async reset(handle: DatabaseHandle): Promise<boolean> {
    const fresh = this.fresh;
    if (!fresh) return false;
    try {
      if ((await schemaFingerprint(handle)) !== fresh.fingerprint) return false;
      await handle.runScript(fresh.resetScript);
      return true;
    } catch {
      return false;
    }
  }
}

interface FreshState {
  fingerprint: string;
  resetScript: string;
}

/** What a test could change beyond rows: its own triggers, functions, tables, columns or indexes. */
async function schemaFingerprint(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.query<{ fingerprint: string }>(
    `SELECT concat_ws(':',
       (SELECT count(*) FROM pg_trigger WHERE NOT tgisinternal),
       (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'),
       (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'),
       (SELECT count(*) FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped)) AS fingerprint`,
  );
  return row.fingerprint;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Read off a database fresh from the migrated schema: its fingerprint, and the script that brings a used copy back to
 * it (every table emptied, sequences restarted, the migrations' own rows, such as note templates, written again).
 */
async function readFreshState(handle: DatabaseHandle): Promise<FreshState> {
  const tables = (
    await handle.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY 1`,
    )
  ).map((t) => t.name);
  const sequences = await handle.query<{ name: string; last: string | null }>(
    `SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public'`,
  );
  const script = [
    `SET LOCAL lock_timeout = '5s'`,
    `TRUNCATE ${tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE`,
    // Each sequence where the migrations left it: untouched, or past the rows they wrote.
    ...sequences.map((s) =>
      s.last === null ? `ALTER SEQUENCE ${quoted(s.name)} RESTART` : `SELECT setval(${literal(quoted(s.name))}, ${Number(s.last)}, true)`,
    ),
  ];
  for (const table of tables) {
    const columns = (
      await handle.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        [table],
      )
    ).map((c) => quoted(c.name));
    const [{ rows }] = await handle.query<{ rows: string | null }>(`SELECT json_agg(t)::text AS rows FROM ${quoted(table)} t`);
    if (!rows) continue;
    script.push(
      `INSERT INTO ${quoted(table)} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
         SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${quoted(table)}, ${literal(rows)})`,
    );
  }
  return { fingerprint: await schemaFingerprint(handle), resetScript: script.map((statement) => `${statement};`).join('\n') };
}
