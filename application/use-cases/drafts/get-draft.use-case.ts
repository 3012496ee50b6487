import type { DraftCaller } from './draft-access';
import { type DraftSession, type DraftSessionPorts, draftSession } from './draft-session';
import { readDraft } from './draft-with-files';

/** A draft with its stored files and a fresh form session, for its owner or the holder of its resume token. */
export class GetDraftUseCase {
  constructor(private readonly deps: DraftSessionPorts) {}

  async execute(id: string, caller: DraftCaller): Promise<DraftSession> {
    return draftSession(this.deps.formSessions, await readDraft(this.deps, id, caller), null);
  }
}
