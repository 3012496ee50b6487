import type { ArtistProfileRepository } from '../../ports/artist-profile.repository.port';
import type { Clock } from '../../ports/clock.port';
import type { AgreementDocuments } from '../../ports/agreement-document.port';
import type { ESignature } from '../../ports/e-signature.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { JobQueue } from '../../ports/job-queue.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { SignatureRequestRepository } from '../../ports/signature-request.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';

/** The ports the agreement use cases are built from, each under the one name they all use; each takes what it needs. */
export interface AgreementsPorts {
  profiles: ArtistProfileRepository;
  requests: SignatureRequestRepository;
  eSignature: ESignature;
  documents: AgreementDocuments;
  tokens: OpaqueTokens;
  jobs: JobQueue;
  unitOfWork: UnitOfWork;
  clock: Clock;
  /** Where signed PDFs are kept; without it they stay in the signature_requests row. */
  pdfStorage?: FileStorage;
}
