import type { CreateItemResponse, SubmitDraftRequest } from '../../../contracts';
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

/**
 * The stored answers read as POST /api/monday/create-item reads its body: the one request validator, then the
 * wire-to-command mapping (both live at the API edge); refuses with the validator's coded error.
 */
export type ReadSubmission = (request: SubmitDraftRequest & { formData: DraftAnswers }, today: Date) => Promise<SubmitReleaseCommand>;

export interface SubmitDraftDeps {
  drafts: DraftRepository;
  submitRelease: SubmitReleaseUseCase;
  resubmit: ResubmitReleaseUseCase;
  idempotent: IdempotentExecution;
  signer: FormSessionSigner;
  tokens: OpaqueTokens;
  clock: Clock;
  readSubmission: ReadSubmission;
}

type Answer = { status: number; body: CreateItemResponse };

/**
 * Submits a stored draft through the same gate as POST /api/monday/create-item: the stored answers pass the
 * request validator and every domain rule again, and the draft is deleted in the submission's transaction.
 */
export class SubmitDraftUseCase {
  constructor(private readonly deps: SubmitDraftDeps) {}

  /** `requestHash` identifies the request for its Idempotency-Key (same key, other request: refused). */
  async execute(
    id: string,
    caller: DraftCaller,
    bot: SubmitDraftRequest,
    key: string | undefined,
    requestHash: string,
  ): Promise<{ body: CreateItemResponse; replayed: boolean }> {
    const answer = await this.deps.idempotent.run<CreateItemResponse>('draft-submission', key, requestHash, async (seal) => {
      const { draft, command } = await this.commandOf(id, caller, bot);
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

  private async commandOf(id: string, caller: DraftCaller, bot: SubmitDraftRequest) {
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
    const read = await this.deps.readSubmission(
      { formData: draft.answers, formSession: bot.formSession, website: bot.website, email_confirm: bot.email_confirm },
      clock.now(),
    );
    const command: SubmitReleaseCommand = {
      ...read,
      owner: { artistId: draft.artistId, invitationId: draft.invitationId, returningLinkId: draft.returningLinkId },
    };
    return { draft, command };
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
