import type { DraftCaller } from './draft-access';
import { type DraftReadPorts, type DraftWithFiles, readDraft } from './draft-with-files';

/** A draft with its stored files, for its owner or the holder of its resume token. */
export class GetDraftUseCase {
  constructor(private readonly ports: DraftReadPorts) {}

  execute(id: string, caller: DraftCaller): Promise<DraftWithFiles> {
    return readDraft(this.ports, id, caller);
  }
}
