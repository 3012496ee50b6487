import { DrizzleSessionRepository } from '../../adapters/persistence/repositories/drizzle.session.repository';
import { InMemorySessionRepository } from '../support/in-memory/in-memory.session.repository';
import { repositoryHarnesses } from './repository-harness';
import { describeSessionRepositoryContract, type SessionRepositoryHarness } from './session-repository.contract';

for (const [name, make] of repositoryHarnesses<SessionRepositoryHarness>(
  (database) => ({ sessions: new DrizzleSessionRepository(database.db) }),
  () => ({ sessions: new InMemorySessionRepository() }),
))
  describeSessionRepositoryContract(name, make);
