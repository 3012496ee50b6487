import { DrizzleUploadQuotaStore } from '../../adapters/persistence/repositories/drizzle.upload-quota.store';
import { InMemoryUploadQuotaStore } from '../support/in-memory/in-memory.uploads';
import { repositoryHarnesses } from './repository-harness';
import { describeUploadQuotaPortSuite, type UploadQuotaHarness } from './upload-quota.port-suite';

for (const [name, make] of repositoryHarnesses<UploadQuotaHarness>(
  (database) => ({ quota: new DrizzleUploadQuotaStore(database.db) }),
  () => ({ quota: new InMemoryUploadQuotaStore() }),
))
  describeUploadQuotaPortSuite(name, make);
