import { randomUUID } from 'node:crypto';
import { DrizzleSignatureRequestRepository } from '../../adapters/persistence/repositories/drizzle.signature-request.repository';
import { insertArtist } from '../adapters/persistence/repositories/seed-rows';
import { InMemorySignatureRequestRepository } from '../support/in-memory/in-memory.signature-request.repository';
import { repositoryHarnesses } from './repository-harness';
import {
  describeSignatureRequestRepositoryPortSuite,
  type SignatureRequestRepositoryHarness,
} from './signature-request-repository.port-suite';

for (const [name, make] of repositoryHarnesses<SignatureRequestRepositoryHarness>(
  (database) => ({ requests: new DrizzleSignatureRequestRepository(database.db), anArtist: () => insertArtist(database) }),
  () => ({ requests: new InMemorySignatureRequestRepository(), anArtist: async () => randomUUID() }),
))
  describeSignatureRequestRepositoryPortSuite(name, make);
