import { DRAFT_MESSAGES } from '../../../domain/drafts';
import { UseCaseError } from '../public-flow/use-case-error';
import { type DraftSession, type DraftSessionDeps, draftSession } from './draft-session';
import { filesOfDraft } from './draft-with-files';

/** The draft a finish-later link leads to, with a fresh resume token for this browser and a signed form session. */
export class ResumeDraftUseCase {
  constructor(private readonly deps: DraftSessionDeps) {}

  async execute(token: string): Promise<DraftSession> {
    const { drafts, tokens, uploads, clock } = this.deps.ports;
    const draft = await drafts.findByResumeLink(tokens.digest(token), clock.now());
    if (!draft) throw new UseCaseError('not_found', DRAFT_MESSAGES.notFound);
    const resumeToken = await this.deps.opener.issueResumeToken(draft.id);
    return draftSession(this.deps.ports.formSessions, { draft, files: await filesOfDraft(uploads, draft) }, resumeToken);
  }
}
