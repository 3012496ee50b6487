import { DRAFT_MESSAGES } from '../../../domain/drafts';
import { UseCaseError } from '../public-flow/use-case-error';
import { type DraftReadPorts, type DraftWithFiles, filesOfDraft } from './draft-with-files';
import type { OpenDraftUseCase } from './open-draft.use-case';

/** The draft a finish-later link leads to, with a fresh resume token for this browser. */
export class ResumeDraftUseCase {
  constructor(
    private readonly ports: DraftReadPorts,
    private readonly opener: OpenDraftUseCase,
  ) {}

  async execute(token: string): Promise<DraftWithFiles & { resumeToken: string }> {
    const { drafts, tokens, uploads, clock } = this.ports;
    const draft = await drafts.findByResumeLink(tokens.digest(token), clock.now());
    if (!draft) throw new UseCaseError('not_found', DRAFT_MESSAGES.notFound);
    return { draft, files: await filesOfDraft(uploads, draft), resumeToken: await this.opener.issueResumeToken(draft.id) };
  }
}
