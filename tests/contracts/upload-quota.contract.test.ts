import { DrizzleUploadQuotaStore } from '../../adapters/persistence/repositories/drizzle.upload-quota.store';
import { InMemoryUploadQuotaStore } from '../support/in-memory/in-memory.uploads';
import { repositoryHarnesses } from './repository-harness';
import { describeUploadQuotaContract, type UploadQuotaHarness } from './upload-quota.contract';

for (const [name, make] of repositoryHarnesses<UploadQuotaHarness>(
  (database) => ({ quota: new DrizzleUploadQuotaStore(database.db) }),
  () => ({ quota: new InMemoryUploadQuotaStore() }),
))
  describeUploadQuotaContract(name, make);
