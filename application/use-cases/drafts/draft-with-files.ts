import type { Clock } from '../../ports/clock.port';
import type { DraftRecord, DraftRepository } from '../../ports/draft.repository.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { UploadRepository } from '../../ports/upload.repository.port';
import { authorizedDraft, type DraftCaller } from './draft-access';
import { draftFiles, type DraftFileView } from './draft-files';

/** What reading a draft for its caller takes. */
export interface DraftReadPorts {
  drafts: DraftRepository;
  tokens: OpaqueTokens;
  uploads: UploadRepository;
  clock: Clock;
}

export interface DraftWithFiles {
  draft: DraftRecord;
  files: DraftFileView[];
}

/** The files of a draft: those kept from the submission it reworks, then its own uploads. */
export async function filesOfDraft(uploads: UploadRepository, draft: DraftRecord): Promise<DraftFileView[]> {
  const [own, kept] = await Promise.all([
    uploads.listStoredForSession(draft.formSessionId),
    draft.submissionId ? uploads.listForSubmission(draft.submissionId) : Promise.resolve([]),
  ]);
  return draftFiles([...kept, ...own]);
}

/** The draft with its files when the caller may see it (else not found, as authorizedDraft says). */
export async function readDraft(ports: DraftReadPorts, id: string, caller: DraftCaller): Promise<DraftWithFiles> {
  const draft = await authorizedDraft(ports, id, caller, ports.clock.now());
  return { draft, files: await filesOfDraft(ports.uploads, draft) };
}
