import type { Clock } from '../../ports/clock.port';
import type { DraftRepository } from '../../ports/draft.repository.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import { authorizedDraft, type DraftCaller } from './draft-access';

/** Deletes a draft its caller may see; its files are cleaned up with the orphan uploads. */
export class DiscardDraftUseCase {
  constructor(private readonly deps: { drafts: DraftRepository; tokens: OpaqueTokens; clock: Clock }) {}

  async execute(id: string, caller: DraftCaller): Promise<void> {
    await authorizedDraft(this.deps, id, caller, this.deps.clock.now());
    await this.deps.drafts.delete(id);
  }
}
