import type { Database, DatabaseHandle } from '../../../../adapters/persistence/database';
import { DrizzleSessionRepository } from '../../../../adapters/persistence/repositories/drizzle.session.repository';
import { CachedSessionRepository } from '../../../../adapters/persistence/session-cache/cached.session.repository';
import type { SessionRepository } from '../../../../application/ports/session.repository.port';
import { type Engine, openTestDatabase } from '../../../support/test-database';

export interface TwoProcesses<R extends SessionRepository> {
  /** The test database both processes share. */
  readonly database: DatabaseHandle;
  /** The database repository behind this process's cache. */
  readonly repository: R;
  readonly thisProcess: CachedSessionRepository;
  /** A second API process: its own cache over the same database. */
  readonly otherProcess: CachedSessionRepository;
}

/** The session caches of two API processes over one test database: opened before the suite, closed after it. */
export function twoProcesses<R extends SessionRepository>(engine: Engine, repositoryOf: (db: Database) => R): TwoProcesses<R> {
  let opened: TwoProcesses<R> | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase(engine);
    const repository = repositoryOf(database.db);
    const thisProcess = await CachedSessionRepository.open(repository, database);
    const otherProcess = await CachedSessionRepository.open(new DrizzleSessionRepository(database.db), database);
    opened = { database, repository, thisProcess, otherProcess };
  });
  afterAll(async () => {
    await opened?.thisProcess.close();
    await opened?.otherProcess.close();
    await opened?.database.close();
  });
  const current = (): TwoProcesses<R> => {
    if (opened === undefined) throw new Error('The session caches are read before the suite opened them');
    return opened;
  };
  return {
    get database() {
      return current().database;
    },
    get repository() {
      return current().repository;
    },
    get thisProcess() {
      return current().thisProcess;
    },
    get otherProcess() {
      return current().otherProcess;
    },
  };
}
