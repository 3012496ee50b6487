import { type DraftSession, type DraftSessionPorts, draftSession } from './draft-session';
import { readDraft } from './draft-with-files';
import type { OpenDraftRequest, OpenDraftUseCase } from './open-draft.use-case';

/** This visitor's draft, opened or started, with its files, its resume token and a signed form session. */
export class OpenDraftSessionUseCase {
  constructor(
    private readonly ports: DraftSessionPorts,
    private readonly opener: OpenDraftUseCase,
  ) {}

  async execute(request: OpenDraftRequest): Promise<DraftSession> {
    const { draft, resumeToken } = await this.opener.execute(request);
    const read = await readDraft(this.ports, draft.id, { artistId: draft.artistId, resumeToken });
    return draftSession(this.ports.formSessions, read, resumeToken);
  }
}
