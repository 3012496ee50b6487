import type { Clock } from '../../ports/clock.port';
import type { DraftAnswers, DraftRecord, DraftRepository, DraftWizardState } from '../../ports/draft.repository.port';
import type { Mailer } from '../../ports/mailer.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { UploadRepository } from '../../ports/upload.repository.port';
import { UseCaseError } from '../public-flow/use-case-error';
import { DRAFT_MESSAGES } from '../../../domain/drafts';
import { authorizedDraft, type DraftCaller } from './draft-access';
import { draftFiles, type DraftFileView, trackTitlesOf } from './draft-files';
import { finishLaterMail } from './finish-later.mail';
import { draftExpiry, type DraftTimes, type OpenDraftUseCase } from './open-draft.use-case';

/** Link tokens are resolved when the draft is opened and never kept in its answers. */
const NEVER_STORED = ['invitationToken', 'returningToken'];

export interface DraftWorkDeps {
  drafts: DraftRepository;
  uploads: UploadRepository;
  tokens: OpaqueTokens;
  mailer: Mailer;
  clock: Clock;
  opener: OpenDraftUseCase;
  times: DraftTimes;
  publicUrl: string;
}

export interface DraftWithFiles {
  draft: DraftRecord;
  files: DraftFileView[];
}

/** Reading, saving, sharing and discarding a draft; every call checks the caller may see it. */
export class DraftWork {
  constructor(private readonly deps: DraftWorkDeps) {}

  async get(id: string, caller: DraftCaller): Promise<DraftWithFiles> {
    const draft = await this.authorized(id, caller);
    return { draft, files: await this.filesOf(draft) };
  }

  /** The draft a finish-later link leads to, with a fresh resume token for this browser. */
  async resume(token: string): Promise<DraftWithFiles & { resumeToken: string }> {
    const draft = await this.deps.drafts.findByResumeLink(this.deps.tokens.digest(token), this.deps.clock.now());
    if (!draft) throw new UseCaseError('not_found', DRAFT_MESSAGES.notFound);
    return { draft, files: await this.filesOf(draft), resumeToken: await this.deps.opener.issueResumeToken(draft.id) };
  }

  /** Stores the answers unless another window saved first; uploaded tracks take the titles typed for them. */
  async save(
    id: string,
    caller: DraftCaller,
    change: { baseRevision: number; answers: DraftAnswers; wizard: DraftWizardState },
  ): Promise<{ revision: number; savedAt: Date; files: DraftFileView[] }> {
    const d = this.deps;
    const draft = await this.authorized(id, caller);
    const now = d.clock.now();
    const answers = Object.fromEntries(Object.entries(change.answers).filter(([key]) => !NEVER_STORED.includes(key)));
    const revision = await d.drafts.save(id, change.baseRevision, { answers, wizard: change.wizard }, now, draftExpiry(now, d.times));
    if (revision === null) throw new UseCaseError('conflict', DRAFT_MESSAGES.changedElsewhere);
    const releaseTitle = typeof answers.releaseTitle === 'string' ? answers.releaseTitle.trim() : '';
    await d.uploads.retitleTracks(draft.formSessionId, trackTitlesOf(answers), releaseTitle || null);
    if (caller.artistId && !draft.artistId) await d.drafts.claim(id, caller.artistId);
    return { revision, savedAt: now, files: await this.filesOf(draft) };
  }

  /** Mails a private link to the draft (to the step-1 email unless another address is given) and answers it. */
  async finishLater(id: string, caller: DraftCaller, email: string | null): Promise<{ link: string; expiresAt: Date; mailedTo: string }> {
    const d = this.deps;
    const draft = await this.authorized(id, caller);
    const to = email ?? (typeof draft.answers.email === 'string' ? draft.answers.email.trim() : '');
    if (!to) throw new UseCaseError('invalid', DRAFT_MESSAGES.noEmail, [{ field: 'email', message: DRAFT_MESSAGES.noEmail }]);
    const token = await d.opener.issueResumeToken(draft.id);
    const link = `${d.publicUrl}/submit/resume/${token}`;
    const expiresAt = draftExpiry(d.clock.now(), d.times);
    await d.mailer.send(finishLaterMail(to, draft.answers, link, expiresAt));
    return { link, expiresAt, mailedTo: to };
  }

  async discard(id: string, caller: DraftCaller): Promise<void> {
    await this.authorized(id, caller);
    await this.deps.drafts.delete(id);
  }

  listOfArtist(artistId: string): Promise<DraftRecord[]> {
    return this.deps.drafts.listOfArtist(artistId);
  }

  private authorized(id: string, caller: DraftCaller): Promise<DraftRecord> {
    return authorizedDraft(this.deps, id, caller, this.deps.clock.now());
  }

  private async filesOf(draft: DraftRecord): Promise<DraftFileView[]> {
    const [own, kept] = await Promise.all([
      this.deps.uploads.listStoredForSession(draft.formSessionId),
      draft.submissionId ? this.deps.uploads.listForSubmission(draft.submissionId) : Promise.resolve([]),
    ]);
    return draftFiles([...kept, ...own]);
  }
}
