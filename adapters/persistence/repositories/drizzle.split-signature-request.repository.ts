import { desc } from 'drizzle-orm';
import type {
  SplitSignatureRequestRecord,
  SplitSignatureRequestRepository,
} from '../../../application/ports/split-signature-request.repository.port';
import type { Database } from '../database';
import { splitSignatureRequests } from '../schema';
import { scopedDb } from '../unit-of-work';
import { matching } from './query-helpers';

export class DrizzleSplitSignatureRequestRepository implements SplitSignatureRequestRepository {
  constructor(private readonly root: Database) {}

  async add(request: Omit<SplitSignatureRequestRecord, 'id'>): Promise<void> {
    await scopedDb(this.root).insert(splitSignatureRequests).values(request);
  }

  async latestFor(submissionId: string, email: string, documentSha256: string): Promise<SplitSignatureRequestRecord | undefined> {
    const [row] = await scopedDb(this.root)
      .select()
      .from(splitSignatureRequests)
      .where(matching(splitSignatureRequests, { submissionId, email, documentSha256 }))
      .orderBy(desc(splitSignatureRequests.createdAt))
      .limit(1);
    return row;
  }

  async findByProviderRequestId(adapter: string, providerRequestId: string): Promise<SplitSignatureRequestRecord | undefined> {
    const [row] = await scopedDb(this.root)
      .select()
      .from(splitSignatureRequests)
      .where(matching(splitSignatureRequests, { adapter, providerRequestId }));
    return row;
  }
}
