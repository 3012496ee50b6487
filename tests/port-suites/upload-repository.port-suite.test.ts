import { randomUUID } from 'node:crypto';
import { DrizzleUploadRepository } from '../../adapters/persistence/repositories/drizzle.upload.repository';
import { insertArtist, insertSubmission } from '../adapters/persistence/repositories/seed-rows';
import { InMemoryUploadRepository } from '../support/in-memory/in-memory.uploads';
import { repositoryHarnesses } from './repository-harness';
import { describeUploadRepositoryPortSuite, type UploadRepositoryHarness } from './upload-repository.port-suite';

for (const [name, make] of repositoryHarnesses<UploadRepositoryHarness>(
  (database) => ({
    uploads: new DrizzleUploadRepository(database.db),
    aSubmission: () => insertSubmission(database),
    anArtist: () => insertArtist(database),
  }),
  () => ({ uploads: new InMemoryUploadRepository(), aSubmission: async () => randomUUID(), anArtist: async () => randomUUID() }),
))
  describeUploadRepositoryPortSuite(name, make);
