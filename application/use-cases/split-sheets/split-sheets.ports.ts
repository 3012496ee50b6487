import type { SplitConsentMode, SplitTiming } from '../../../domain/split-sheets';
import type { Clock } from '../../ports/clock.port';
import type { AgreementDocuments } from '../../ports/agreement-document.port';
import type { ESignature } from '../../ports/e-signature.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { JobQueue } from '../../ports/job-queue.port';
import type { Mailer } from '../../ports/mailer.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import type { SplitSheetRepository } from '../../ports/split-sheet.repository.port';
import type { SplitSignatureRequestRepository } from '../../ports/split-signature-request.repository.port';
import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';
import type { SubmissionRepository } from '../../ports/submission.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { UploadRepository } from '../../ports/upload.repository.port';

/** What the label configured: what approval waits for, and when links remind and expire. */
export interface SplitSettings extends SplitTiming {
  consent: SplitConsentMode;
}

/** The ports the split-sheet use cases are built from, each under the one name they all use; each takes what it needs. */
export interface SplitSheetsPorts {
  splitSheets: SplitSheetRepository;
  /** Agreements sent to the e-signature provider (embedded signing). */
  splitSignatures: SplitSignatureRequestRepository;
  submissions: SubmissionRepository;
  uploads: UploadRepository;
  loop: ReviewLoopRepository;
  staffAccounts: StaffAccountRepository;
  tokens: OpaqueTokens;
  mailer: Mailer;
  jobs: JobQueue;
  unitOfWork: UnitOfWork;
  clock: Clock;
  eSignature: ESignature;
  /** Hashes the signed text and renders the signed sheet as PDF (pdf-lib). */
  documents: AgreementDocuments;
  reviews: SubmissionReviewRepository;
  fileStorage: FileStorage;
  settings: SplitSettings;
  publicUrl: string;
}
