import { DRAFT_MESSAGES } from '../../../domain/drafts';
import type { DraftAnswers, DraftWizardState } from '../../ports/draft.repository.port';
import { UseCaseError } from '../public-flow/use-case-error';
import { authorizedDraft, type DraftCaller } from './draft-access';
import { type DraftFileView, trackTitlesOf } from './draft-files';
import { type DraftReadPorts, filesOfDraft } from './draft-with-files';
import { draftExpiry, type DraftTimes } from './open-draft.use-case';

/** Link tokens are resolved when the draft is opened and never kept in its answers. */
const NEVER_STORED = ['invitationToken', 'returningToken'];

export interface DraftChange {
  baseRevision: number;
  answers: DraftAnswers;
  wizard: DraftWizardState;
}

export interface SaveDraftDeps {
  ports: DraftReadPorts;
  times: DraftTimes;
}

/** Stores the answers unless another window saved first; uploaded tracks take the titles typed for them. */
export class SaveDraftUseCase {
  constructor(private readonly deps: SaveDraftDeps) {}

  async execute(
    id: string,
    caller: DraftCaller,
    change: DraftChange,
  ): Promise<{ revision: number; savedAt: Date; files: DraftFileView[] }> {
    const { drafts, uploads, clock } = this.deps.ports;
    const draft = await authorizedDraft(this.deps.ports, id, caller, clock.now());
    const now = clock.now();
    const answers = Object.fromEntries(Object.entries(change.answers).filter(([key]) => !NEVER_STORED.includes(key)));
    const revision = await drafts.save(id, change.baseRevision, { answers, wizard: change.wizard }, now, draftExpiry(now, this.deps.times));
    if (revision === null) throw new UseCaseError('conflict', DRAFT_MESSAGES.changedElsewhere);
    const releaseTitle = typeof answers.releaseTitle === 'string' ? answers.releaseTitle.trim() : '';
    await uploads.retitleTracks(draft.formSessionId, trackTitlesOf(answers), releaseTitle || null);
    if (caller.artistId && !draft.artistId) await drafts.claim(id, caller.artistId);
    return { revision, savedAt: now, files: await filesOfDraft(uploads, draft) };
  }
}
