import type { FormSessionSigner } from '../../ports/security.port';
import type { DraftReadPorts, DraftWithFiles } from './draft-with-files';
import type { OpenDraftUseCase } from './open-draft.use-case';

/** What reading a draft for the wizard takes: the draft's ports and the form-session signer. */
export interface DraftSessionPorts extends DraftReadPorts {
  formSessions: FormSessionSigner;
}

/** What a use case opening a draft session takes: the draft's ports, and the use case that opens drafts and issues resume tokens. */
export type DraftSessionDeps = { ports: DraftSessionPorts; opener: OpenDraftUseCase };

/** The draft as the wizard opens it: with its files, the resume token when one was issued, and a signed form session. */
export interface DraftSession extends DraftWithFiles {
  resumeToken: string | null;
  formSession: string;
}

/**
 * The form's time runs from the draft's start, not from this visit: a finished draft reopened later can be sent at
 * once, while a new one still cannot be sent faster than a person fills it in.
 */
export async function draftSession(
  signer: FormSessionSigner,
  { draft, files }: DraftWithFiles,
  resumeToken: string | null,
): Promise<DraftSession> {
  return { draft, files, resumeToken, formSession: await signer.sign({ sessionId: draft.formSessionId, startedAt: draft.createdAt }) };
}
