import type { DraftCaller } from './draft-access';
import { type DraftSession, type DraftSessionPorts, draftSession } from './draft-session';
import { readDraft } from './draft-with-files';

/** A draft with its stored files and a fresh form session, for its owner or the holder of its resume token. */
export class GetDraftUseCase {
  constructor(private readonly ports: DraftSessionPorts) {}

  async execute(id: string, caller: DraftCaller): Promise<DraftSession> {
    return draftSession(this.ports.formSessions, await readDraft(this.ports, id, caller), null);
  }
}
