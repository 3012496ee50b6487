import { type DraftSession, type DraftSessionPorts, draftSession } from './draft-session';
import { readDraft } from './draft-with-files';
import type { OpenDraftRequest, OpenDraftUseCase } from './open-draft.use-case';

export interface OpenDraftSessionDeps {
  ports: DraftSessionPorts;
  opener: OpenDraftUseCase;
}

/** This visitor's draft, opened or started, with its files, its resume token and a signed form session. */
export class OpenDraftSessionUseCase {
  constructor(private readonly deps: OpenDraftSessionDeps) {}

  async execute(request: OpenDraftRequest): Promise<DraftSession> {
    const { draft, resumeToken } = await this.deps.opener.execute(request);
    const read = await readDraft(this.deps.ports, draft.id, { artistId: draft.artistId, resumeToken });
    return draftSession(this.deps.ports.formSessions, read, resumeToken);
  }
}
