import type { CreateItemResponse, SubmitDraftRequest } from '../../../wire';
import { BOT_MESSAGES } from '../../../domain/bot';
import { DRAFT_MESSAGES } from '../../../domain/drafts';
import type { Clock } from '../../ports/clock.port';
import type { DraftAnswers, DraftRecord, DraftRepository } from '../../ports/draft.repository.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { FormSessionSigner } from '../../ports/security.port';
import type { IdempotentExecution, SealAnswer } from '../public-flow/idempotent-execution';
import { UseCaseError } from '../public-flow/use-case-error';
import type { ResubmitReleaseUseCase } from '../submissions/resubmit-release.use-case';
import type { SubmitReleaseCommand } from '../submissions/submission-command';
import { submissionAnswer } from '../submissions/submit-release-once.use-case';
import type { SubmitReleaseUseCase } from '../submissions/submit-release.use-case';
import { authorizedDraft, type DraftCaller } from './draft-access';

/** A draft's stored answers as the caller may send them, at the revision they were read. */
export interface DraftToSend {
  answers: DraftAnswers;
  revision: number;
}

/** The stored answers once the API has parsed them as it parses create-item's body (the one validator and mapper). */
export interface ParsedDraft {
  revision: number;
  command(today: Date): SubmitReleaseCommand;
}

export interface SubmitDraftDeps {
  drafts: DraftRepository;
  submitRelease: SubmitReleaseUseCase;
  resubmit: ResubmitReleaseUseCase;
  idempotent: IdempotentExecution;
  signer: FormSessionSigner;
  tokens: OpaqueTokens;
  clock: Clock;
}

type Answer = { status: number; body: CreateItemResponse };

/**
 * Submits a stored draft through the same gate as POST /api/monday/create-item: the API reads the answers
 * (`answersToSend`), parses them as it parses that route's body, and hands the command back (`execute`), which ends
 * in the same SubmitReleaseUseCase; the draft is deleted in the submission's transaction.
 */
export class SubmitDraftUseCase {
  constructor(private readonly deps: SubmitDraftDeps) {}

  /** The answers to parse, when the caller may send this draft; null once it is gone (a replay may still answer). */
  async answersToSend(id: string, caller: DraftCaller, bot: SubmitDraftRequest): Promise<DraftToSend | null> {
    const draft = await this.sendable(id, caller, bot).catch((e: unknown) => {
      if (e instanceof UseCaseError && e.code === 'not_found') return null;
      throw e;
    });
    return draft && { answers: draft.answers, revision: draft.revision };
  }

  /** `requestHash` identifies the request for its Idempotency-Key (same key, other request: refused). */
  async execute(
    id: string,
    caller: DraftCaller,
    bot: SubmitDraftRequest,
    parsed: ParsedDraft | null,
    key: string | undefined,
    requestHash: string,
  ): Promise<{ body: CreateItemResponse; replayed: boolean }> {
    const answer = await this.deps.idempotent.run<CreateItemResponse>('draft-submission', key, requestHash, async (seal) => {
      const draft = await this.sendable(id, caller, bot);
      if (!parsed) throw new UseCaseError('not_found', DRAFT_MESSAGES.notFound);
      // Saved again between the read and now (another tab): what was parsed is no longer what is stored.
      if (draft.revision !== parsed.revision) throw new UseCaseError('conflict', DRAFT_MESSAGES.changedElsewhere);
      const command: SubmitReleaseCommand = {
        ...parsed.command(this.deps.clock.now()),
        owner: { artistId: draft.artistId, invitationId: draft.invitationId, returningLinkId: draft.returningLinkId },
      };
      if (draft.submissionId) return this.rework(draft, command, seal);
      const draftId = draft.id;
      return submissionAnswer(
        await this.deps.submitRelease.execute(command, async (result) => {
          await this.deps.drafts.delete(draftId);
          await seal(submissionAnswer(result));
        }),
      );
    });
    return { body: answer.body, replayed: answer.replayed };
  }

  /** The draft when this caller may send it now: theirs, a rework only by its signed-in owner, from its own form session. */
  private async sendable(id: string, caller: DraftCaller, bot: SubmitDraftRequest): Promise<DraftRecord> {
    const { drafts, tokens, clock, signer } = this.deps;
    const draft = await authorizedDraft({ drafts, tokens }, id, caller, clock.now());
    if (draft.submissionId && (!caller.artistId || caller.artistId !== draft.artistId)) {
      throw new UseCaseError('unauthorized', DRAFT_MESSAGES.signInToRework);
    }
    const session = bot.formSession ? await signer.verify(bot.formSession) : null;
    if (!session || session.sessionId !== draft.formSessionId) {
      throw new UseCaseError('invalid', BOT_MESSAGES.submissionRejected, [
        { field: 'formSession', message: BOT_MESSAGES.submissionRejected },
      ]);
    }
    return draft;
  }

  /** A reworked release becomes the submission's next version (back to Pending); only its signed-in owner sends it. */
  private async rework(draft: DraftRecord, command: SubmitReleaseCommand, seal: SealAnswer<CreateItemResponse>): Promise<Answer> {
    const submissionId = draft.submissionId as string;
    const answer = {
      status: 200,
      body: { success: true as const, data: { itemId: submissionId, submissionId, boardItemId: null, board: 'updating' as const } },
    };
    await this.deps.resubmit.execute(draft.artistId as string, submissionId, command.form, async () => {
      await this.deps.drafts.delete(draft.id);
      await seal(answer);
    });
    return answer;
  }
}
