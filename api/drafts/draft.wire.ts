import type { DraftFile, DraftSummary, DraftView } from '../../wire';
import type { DraftRecord } from '../../application/ports/draft.repository.port';
import type { DraftFileView } from '../../application/use-cases/drafts/draft-files';
import { storedFileUrl } from '../../domain/files';
import type { SubmissionFormDto } from '../submissions/form-data.dto';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toDraftFile(file: DraftFileView): DraftFile {
  return { ...file, url: storedFileUrl(file.fileId) };
}

export function toDraftView(draft: DraftRecord, files: DraftFileView[]): DraftView {
  return {
    id: draft.id,
    origin: draft.origin,
    revision: draft.revision,
    answers: draft.answers as SubmissionFormDto,
    wizard: draft.wizard,
    files: files.map(toDraftFile),
    submissionId: draft.submissionId,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
    expiresAt: draft.expiresAt.toISOString(),
  };
}

export function toDraftSummary(draft: DraftRecord): DraftSummary {
  return {
    id: draft.id,
    releaseTitle: textOf(draft.answers.releaseTitle),
    releaseType: textOf(draft.answers.releaseType) || null,
    submissionId: draft.submissionId,
    updatedAt: draft.updatedAt.toISOString(),
    // Only the signed-in owner lists their drafts: the form opens inside their portal.
    path: `/dashboard/submit?draft=${draft.id}`,
  };
}
