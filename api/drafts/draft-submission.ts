import { Inject, Injectable } from '@nestjs/common';
import { DRAFT_REPOSITORY, type DraftRecord, type DraftRepository } from '../../application/ports/draft.repository.port';
import { FORM_SESSION_SIGNER, type FormSessionSigner } from '../../application/ports/security.port';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import { OPAQUE_TOKENS, type OpaqueTokens } from '../../application/ports/opaque-tokens.port';
import { DRAFT_MESSAGES } from '../../domain/drafts';
import { authorizedDraft, type DraftCaller } from '../../application/use-cases/drafts/draft-access';
import { ResubmitReleaseUseCase } from '../../application/use-cases/submissions/resubmit-release.use-case';
import { IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import { UseCaseError } from '../../application/use-cases/public-flow/use-case-error';
import type { SubmitReleaseCommand, SubmitReleaseResult } from '../../application/use-cases/submissions/submission-command';
import { SubmitReleaseUseCase } from '../../application/use-cases/submissions/submit-release.use-case';
import type { CreateItemResponse } from '../../contracts';
import { BOT_MESSAGES } from '../../domain/bot';
import { ApiException } from '../common/http/api-exception';
import { createValidationPipe } from '../common/http/validation.pipe';
import { CreateItemDto } from '../submissions/create-item.dto';
import type { SubmissionFormDto } from '../submissions/form-data.dto';
import { toSubmitCommand } from '../submissions/submission.mapper';
import { requestHash } from '../public-flow/request-hash';
import type { SubmitDraftDto } from './drafts.dto';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

const toAnswer = (result: SubmitReleaseResult) => ({
  status: 200,
  body: { success: true as const, data: { itemId: result.submissionId, ...result } },
});

/**
 * Submits a stored draft through the same gate as POST /api/monday/create-item: the stored answers pass the
 * request validator and every domain rule again, and the draft is deleted in the submission's transaction.
 */
@Injectable()
export class DraftSubmission {
  private readonly validation = createValidationPipe();

  constructor(
    @Inject(DRAFT_REPOSITORY) private readonly drafts: DraftRepository,
    private readonly submitRelease: SubmitReleaseUseCase,
    private readonly resubmit: ResubmitReleaseUseCase,
    private readonly idempotent: IdempotentExecution,
    @Inject(FORM_SESSION_SIGNER) private readonly signer: FormSessionSigner,
    @Inject(OPAQUE_TOKENS) private readonly tokens: OpaqueTokens,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async submit(
    id: string,
    caller: DraftCaller,
    bot: SubmitDraftDto,
    key: string | undefined,
  ): Promise<{ body: CreateItemResponse; replayed: boolean }> {
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      throw new ApiException(400, 'Idempotency-Key must be 8-128 letters, digits or _.:-');
    const answer = await this.idempotent.run<CreateItemResponse>('draft-submission', key, requestHash({ id, ...bot }), async (seal) => {
      const { draft, command } = await this.commandOf(id, caller, bot);
      if (draft.submissionId) return this.rework(draft, command, seal);
      const draftId = draft.id;
      return toAnswer(
        await this.submitRelease.execute(command, async (result) => {
          await this.drafts.delete(draftId);
          await seal(toAnswer(result));
        }),
      );
    });
    return { body: answer.body, replayed: answer.replayed };
  }

  private async commandOf(id: string, caller: DraftCaller, bot: SubmitDraftDto) {
    const draft = await authorizedDraft({ drafts: this.drafts, tokens: this.tokens }, id, caller, this.clock.now());
    if (draft.submissionId && (!caller.artistId || caller.artistId !== draft.artistId)) {
      throw new UseCaseError('unauthorized', DRAFT_MESSAGES.signInToRework);
    }
    const session = bot.formSession ? await this.signer.verify(bot.formSession) : null;
    if (!session || session.sessionId !== draft.formSessionId) {
      throw new UseCaseError('invalid', BOT_MESSAGES.submissionRejected, [
        { field: 'formSession', message: BOT_MESSAGES.submissionRejected },
      ]);
    }
    const request = (await this.validation.transform(
      { formData: draft.answers, formSession: bot.formSession, website: bot.website, email_confirm: bot.email_confirm },
      { type: 'body', metatype: CreateItemDto, data: '' },
    )) as CreateItemDto & { formData: SubmissionFormDto };
    const command: SubmitReleaseCommand = {
      ...toSubmitCommand(request, this.clock.now()),
      owner: { artistId: draft.artistId, invitationId: draft.invitationId, returningLinkId: draft.returningLinkId },
    };
    return { draft, command };
  }

  /** A reworked release becomes the submission's next version (back to Pending); only its signed-in owner sends it. */
  private async rework(
    draft: DraftRecord,
    command: SubmitReleaseCommand,
    seal: (answer: { status: number; body: CreateItemResponse }) => Promise<void>,
  ): Promise<{ status: number; body: CreateItemResponse }> {
    const submissionId = draft.submissionId as string;
    const answer = {
      status: 200,
      body: { success: true as const, data: { itemId: submissionId, submissionId, boardItemId: null, board: 'updating' as const } },
    };
    await this.resubmit.execute(draft.artistId as string, submissionId, command.form, async () => {
      await this.drafts.delete(draft.id);
      await seal(answer);
    });
    return answer;
  }
}
