import { DrizzleSessionRepository } from '../../adapters/persistence/repositories/drizzle.session.repository';
import { InMemorySessionRepository } from '../support/in-memory/in-memory.session.repository';
import { repositoryHarnesses } from './repository-harness';
import { describeSessionRepositoryPortSuite, type SessionRepositoryHarness } from './session-repository.port-suite';

for (const [name, make] of repositoryHarnesses<SessionRepositoryHarness>(
  (database) => ({ sessions: new DrizzleSessionRepository(database.db) }),
  () => ({ sessions: new InMemorySessionRepository() }),
))
  describeSessionRepositoryPortSuite(name, make);
