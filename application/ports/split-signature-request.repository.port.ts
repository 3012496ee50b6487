/** A collaborator's agreement sent to an e-signature provider: whose, and for which exact sheet text. */
export interface SplitSignatureRequestRecord {
  id: string;
  submissionId: string;
  email: string;
  adapter: string;
  providerRequestId: string;
  documentSha256: string;
  createdAt: Date;
}

/** The provider requests of split-sheet agreements (embedded signing); the callback finds its person here. */
export interface SplitSignatureRequestRepository {
  add(request: Omit<SplitSignatureRequestRecord, 'id'>): Promise<void>;
  /** The person's latest request for this sheet text, to open again rather than create another. */
  latestFor(submissionId: string, email: string, documentSha256: string): Promise<SplitSignatureRequestRecord | undefined>;
  findByProviderRequestId(adapter: string, providerRequestId: string): Promise<SplitSignatureRequestRecord | undefined>;
}
