import type { SplitSheetsPorts } from '../../application/use-cases/split-sheets/split-sheets.ports';
import type { Ports } from '../infrastructure/ports';

/** The ports every split-sheet use case is built from (each takes what it needs). */
export const SPLIT_SHEET_PORTS = [
  'splitSheets',
  'splitSignatures',
  'submissions',
  'uploads',
  'reviewLoop',
  'staffAccounts',
  'tokens',
  'mailer',
  'jobQueue',
  'unitOfWork',
  'clock',
  'eSignature',
  'fileStorage',
  'agreementDocuments',
  'submissionReviews',
  'config',
] as const;

export function splitSheetsDeps(p: Pick<Ports, (typeof SPLIT_SHEET_PORTS)[number]>): SplitSheetsPorts {
  const { splits } = p.config.release;
  return {
    splitSheets: p.splitSheets,
    splitSignatures: p.splitSignatures,
    submissions: p.submissions,
    uploads: p.uploads,
    loop: p.reviewLoop,
    staffAccounts: p.staffAccounts,
    tokens: p.tokens,
    mailer: p.mailer,
    jobs: p.jobQueue,
    unitOfWork: p.unitOfWork,
    clock: p.clock,
    eSignature: p.eSignature,
    fileStorage: p.fileStorage,
    documents: p.agreementDocuments,
    reviews: p.submissionReviews,
    settings: { consent: splits.consent, reminderDays: splits.reminderDays, expiryDays: splits.expiryDays },
    publicUrl: p.config.publicUrl,
  };
}
