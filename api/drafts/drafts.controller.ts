import { Body, Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { DraftCaller } from '../../application/use-cases/drafts/draft-access';
import type { DraftSession } from '../../application/use-cases/drafts/draft-session';
import { DiscardDraftUseCase } from '../../application/use-cases/drafts/discard-draft.use-case';
import { FinishDraftLaterUseCase } from '../../application/use-cases/drafts/finish-draft-later.use-case';
import { GetDraftUseCase } from '../../application/use-cases/drafts/get-draft.use-case';
import { OpenDraftSessionUseCase } from '../../application/use-cases/drafts/open-draft-session.use-case';
import { ResumeDraftUseCase } from '../../application/use-cases/drafts/resume-draft.use-case';
import { SaveDraftUseCase } from '../../application/use-cases/drafts/save-draft.use-case';
import { SubmitDraftUseCase } from '../../application/use-cases/drafts/submit-draft.use-case';
import { FINISH_LATER_MESSAGES } from '../../domain/drafts';
import type { CreateItemResponse, DraftResponse, FinishLaterResponse, SaveDraftResponse, SubmitDraftResponse } from '../../wire';
import { callerAddress } from '../auth/sign-in-context';
import { Public } from '../common/access/access.decorators';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { parseDraftAnswers } from './draft-answers.reader';
import { CreateDraftDto, FinishLaterDto, SaveDraftDto, SubmitDraftDto } from './drafts.dto';
import { requestHash } from '../public-flow/request-hash';
import { Caller, cleanExtras } from './draft-request';
import { toDraftFile, toDraftView } from './draft.wire';
import { RateLimitedRoute, RateLimitedWrite } from '../public-flow/rate-limit.decorators';
import { IdempotencyKey } from '../common/http/idempotency-key.decorator';
import { Route } from '../common/route.decorators';

const NOT_YOURS = 'Unknown, expired, or not yours';

const toDraftResponse = ({ draft, files, resumeToken, formSession }: DraftSession): DraftResponse => ({
  success: true,
  data: toDraftView(draft, files),
  ...(resumeToken ? { resumeToken } : {}),
  sessionId: draft.formSessionId,
  formSession,
});

/** Anyone may open a draft; the draft's owner or the holder of its resume token may then read and change it. */
@ApiTags('drafts')
@ApiHeader({ name: 'X-Draft-Token', required: false, description: 'The resume token of an anonymous draft (from POST /api/drafts)' })
@Controller()
@UseGuards(RateLimitGuard)
@Public()
export class DraftsController {
  constructor(
    private readonly opener: OpenDraftSessionUseCase,
    private readonly getDraft: GetDraftUseCase,
    private readonly resumeDraft: ResumeDraftUseCase,
    private readonly saveDraft: SaveDraftUseCase,
    private readonly discardDraft: DiscardDraftUseCase,
    private readonly finishDraftLater: FinishDraftLaterUseCase,
    private readonly submitDraft: SubmitDraftUseCase,
  ) {}

  @Route('POST', 'drafts', 'DraftResponse', {
    summary: "Open this visitor's draft, or start one (pre-filled for invited, returning and signed-in artists)",
    ok: 'With a resume token unless the signed-in owner asked',
    refuses: {
      401: 'fromSubmissionId without a signed-in artist',
      404: 'An invitation or returning link that is unknown, used or expired; a submission that is not yours',
      409: 'fromSubmissionId of a release that is neither In Progress nor Changes Requested',
    },
  })
  @RateLimitedWrite('formSessions', 'An invitation or returning token that is malformed')
  async open(@Body() body: CreateDraftDto, @Caller() caller: DraftCaller): Promise<DraftResponse> {
    const opened = await this.opener.execute({
      artistId: caller.artistId,
      invitationToken: body.invitationToken,
      returningToken: body.returningToken,
      fresh: body.fresh,
      fromSubmissionId: body.fromSubmissionId,
    });
    return toDraftResponse(opened);
  }

  @Route('GET', 'drafts/resume/:token', 'DraftResponse', {
    summary: "Open a draft from its private 'finish later' link",
    ok: 'With a fresh resume token for this browser',
    refuses: { 404: 'Unknown or expired link' },
  })
  @RateLimitedRoute('tokenChecks')
  async resume(@Param('token') token: string): Promise<DraftResponse> {
    return toDraftResponse(await this.resumeDraft.execute(token.slice(0, 200)));
  }

  @Route('GET', 'drafts/:id', 'DraftResponse', {
    summary: 'A draft (its owner, or the holder of its resume token)',
    refuses: { 404: NOT_YOURS },
  })
  async get(@Param('id') id: string, @Caller() caller: DraftCaller): Promise<DraftResponse> {
    return toDraftResponse(await this.getDraft.execute(id, caller));
  }

  @Route('PUT', 'drafts/:id', 'SaveDraftResponse', {
    summary: 'Save the answers and the wizard step (debounced by the wizard, and on every step)',
    refuses: {
      400: 'An answer of the wrong type or too long, or an unknown field',
      404: NOT_YOURS,
      409: 'baseRevision is not the stored revision: saved in another window meanwhile',
    },
  })
  async save(@Param('id') id: string, @Body() body: SaveDraftDto, @Caller() caller: DraftCaller): Promise<SaveDraftResponse> {
    const answers = JSON.parse(JSON.stringify(body.answers)) as Record<string, unknown>;
    const wizard = { step: body.wizard.step, extras: cleanExtras(body.wizard.extras) };
    const saved = await this.saveDraft.execute(id, caller, { baseRevision: body.baseRevision, answers, wizard });
    return { success: true, revision: saved.revision, savedAt: saved.savedAt.toISOString(), files: saved.files.map(toDraftFile) };
  }

  @Route('DELETE', 'drafts/:id', 'Acknowledgement', {
    summary: 'Discard a draft (its files are cleaned up with the orphans)',
    refuses: { 404: NOT_YOURS },
  })
  async discard(@Param('id') id: string, @Caller() caller: DraftCaller) {
    await this.discardDraft.execute(id, caller);
    return { success: true as const };
  }

  // Above @Route, so the document gives this route's own 429 reason before the rate limit's.
  @RateLimitedRoute('tokenChecks')
  @Route('POST', 'drafts/:id/finish-later', 'FinishLaterResponse', {
    summary: "Mail a private 'finish later' link to the step-1 email (or the signed-in owner's address), a few times a day",
    refuses: {
      400: `No email on step 1, a malformed address, or '${FINISH_LATER_MESSAGES.onlyOwnAddress}'`,
      404: NOT_YOURS,
      429: `'${FINISH_LATER_MESSAGES.tooMany}' (per draft and per recipient a day), or too many different recipients this hour from the caller's address or overall`,
    },
  })
  async finishLater(
    @Param('id') id: string,
    @Body() body: FinishLaterDto,
    @Caller() caller: DraftCaller,
    @Req() req: Request,
  ): Promise<FinishLaterResponse> {
    const sent = await this.finishDraftLater.execute(id, caller, body.email?.trim() || null, callerAddress(req));
    return { success: true, link: sent.link, expiresAt: sent.expiresAt.toISOString(), mailedTo: sent.mailedTo };
  }

  @Route('POST', 'drafts/:id/submit', 'SubmitDraftResponse', {
    summary: 'Submit the stored draft: the one validator, then the submission and its files in one transaction',
    refuses: { 404: NOT_YOURS },
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key returns the first answer' })
  @RateLimitedWrite('submissions', "The submission validator's first message, every field in details")
  async submit(
    @Param('id') id: string,
    @Body() body: SubmitDraftDto,
    @Res({ passthrough: true }) res: Response,
    @Caller() caller: DraftCaller,
    @IdempotencyKey() key: string | undefined,
  ): Promise<SubmitDraftResponse> {
    const stored = await this.submitDraft.answersToSend(id, caller, body);
    const parsed = stored && (await parseDraftAnswers(stored, body));
    const answer: { body: CreateItemResponse; replayed: boolean } = await this.submitDraft.execute(
      id,
      caller,
      body,
      parsed,
      key,
      requestHash({ id, ...body }),
    );
    if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return answer.body;
  }
}
