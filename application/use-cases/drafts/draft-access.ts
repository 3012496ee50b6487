import type { DraftRecord, DraftRepository } from '../../ports/draft.repository.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import { DRAFT_MESSAGES } from '../../../domain/drafts';
import { UseCaseError } from '../public-flow/use-case-error';

/** Who is asking: the signed-in artist, if any, and the draft's resume token from the browser, if any. */
export interface DraftCaller {
  artistId: string | null;
  resumeToken: string | null;
}

/**
 * The draft when the caller may see it: an artist's own draft, or any draft its unexpired resume token leads to.
 * Anything else reads as not found, so draft ids cannot be probed.
 */
export async function authorizedDraft(
  deps: { drafts: DraftRepository; tokens: OpaqueTokens },
  id: string,
  caller: DraftCaller,
  now: Date,
): Promise<DraftRecord> {
  const draft = await deps.drafts.find(id);
  if (draft && caller.artistId && draft.artistId === caller.artistId) return draft;
  if (draft && caller.resumeToken) {
    const viaLink = await deps.drafts.findByResumeLink(deps.tokens.digest(caller.resumeToken), now);
    if (viaLink?.id === draft.id) return draft;
  }
  throw new UseCaseError('not_found', DRAFT_MESSAGES.notFound);
}
