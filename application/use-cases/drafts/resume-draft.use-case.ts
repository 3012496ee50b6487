import { DRAFT_MESSAGES } from '../../../domain/drafts';
import { UseCaseError } from '../public-flow/use-case-error';
import { type DraftSession, type DraftSessionPorts, draftSession } from './draft-session';
import { filesOfDraft } from './draft-with-files';
import type { OpenDraftUseCase } from './open-draft.use-case';

/** The draft a finish-later link leads to, with a fresh resume token for this browser and a signed form session. */
export class ResumeDraftUseCase {
  constructor(
    private readonly ports: DraftSessionPorts,
    private readonly opener: OpenDraftUseCase,
  ) {}

  async execute(token: string): Promise<DraftSession> {
    const { drafts, tokens, uploads, clock } = this.ports;
    const draft = await drafts.findByResumeLink(tokens.digest(token), clock.now());
    if (!draft) throw new UseCaseError('not_found', DRAFT_MESSAGES.notFound);
    const resumeToken = await this.opener.issueResumeToken(draft.id);
    return draftSession(this.ports.formSessions, { draft, files: await filesOfDraft(uploads, draft) }, resumeToken);
  }
}
