import { type DraftSession, type DraftSessionDeps, draftSession } from './draft-session';
import { readDraft } from './draft-with-files';
import type { OpenDraftRequest } from './open-draft.use-case';

/** This visitor's draft, opened or started, with its files, its resume token and a signed form session. */
export class OpenDraftSessionUseCase {
  constructor(private readonly deps: DraftSessionDeps) {}

  async execute(request: OpenDraftRequest): Promise<DraftSession> {
    const { draft, resumeToken } = await this.deps.opener.execute(request);
    const read = await readDraft(this.deps.ports, draft.id, { artistId: draft.artistId, resumeToken });
    return draftSession(this.deps.ports.formSessions, read, resumeToken);
  }
}
