import { Body, Param, Req } from '@nestjs/common';
import type {
  PinAnswerResponse,
  ProfileResponse,
  ReleaseDetailsResponse,
  ResubmitResponse,
  SubmissionResponse,
  SubmissionsResponse,
} from '../../wire';
import { AnswerPinnedNoteUseCase } from '../../application/use-cases/profile/answer-pinned-note.use-case';
import { GetArtistProfileUseCase } from '../../application/use-cases/profile/get-artist-profile.use-case';
import { GetOwnSubmissionUseCase } from '../../application/use-cases/profile/get-own-submission.use-case';
import { ListOwnSubmissionsUseCase } from '../../application/use-cases/profile/list-own-submissions.use-case';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import { UpdateArtistProfileUseCase } from '../../application/use-cases/profile/update-artist-profile.use-case';
import { CompleteReleaseDetailsUseCase } from '../../application/use-cases/profile/complete-release-details.use-case';
import { ResubmitReleaseUseCase } from '../../application/use-cases/submissions/resubmit-release.use-case';
import type { RequestWithPrincipal } from '../common/access/principal';
import { toSubmitCommand } from '../submissions/submission.mapper';
import { ReleaseDetailsDto } from './release-details.dto';
import { PinAnswerDto } from './pin-answer.dto';
import { ResubmitDto } from './resubmit.dto';
import { UpdateProfileDto } from './update-profile.dto';
import { ArtistController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { Route } from '../common/route.decorators';
import { INVALID_INPUT } from '../common/http/api-error-responses.decorator';

// Another artist's id and a malformed id answer exactly like an unknown one.
const submissionId = uuidOrNotFound(SUBMISSION_NOT_FOUND);
const artistOf = (req: RequestWithPrincipal) => req.principal!.id;
const NOT_OWN = `'${SUBMISSION_NOT_FOUND}' (also for another artist's submission or a malformed id)`;

@ArtistController('artist portal')
export class ProfileController {
  constructor(
    private readonly getProfile: GetArtistProfileUseCase,
    private readonly updateProfile: UpdateArtistProfileUseCase,
    private readonly listSubmissions: ListOwnSubmissionsUseCase,
    private readonly getSubmission: GetOwnSubmissionUseCase,
    private readonly releaseDetails: CompleteReleaseDetailsUseCase,
    private readonly resubmitRelease: ResubmitReleaseUseCase,
    private readonly answerPinnedNote: AnswerPinnedNoteUseCase,
  ) {}

  @Route('GET', 'profile', 'ProfileResponse', { summary: 'The signed-in artist’s profile' })
  async profile(@Req() req: RequestWithPrincipal): Promise<ProfileResponse> {
    return { success: true, profile: await this.getProfile.execute(artistOf(req)) };
  }

  @Route('PUT', 'profile', 'ProfileResponse', {
    summary: 'Update the artist profile (absent fields are left unchanged)',
    refuses: { 400: 'Unknown or over-long fields, or a link that is not an http(s) address (details name the field)' },
  })
  async update(@Req() req: RequestWithPrincipal, @Body() body: UpdateProfileDto): Promise<ProfileResponse> {
    return { success: true, profile: await this.updateProfile.execute(artistOf(req), body) };
  }

  @Route('GET', 'profile/submissions', 'SubmissionsResponse', { summary: 'The artist’s own submissions, newest first' })
  async submissions(@Req() req: RequestWithPrincipal): Promise<SubmissionsResponse> {
    return { success: true, submissions: await this.listSubmissions.execute(artistOf(req)) };
  }

  @Route('GET', 'profile/submissions/:id', 'SubmissionResponse', {
    summary: 'One of the artist’s own submissions',
    refuses: { 404: NOT_OWN },
  })
  async submission(@Req() req: RequestWithPrincipal, @Param('id', submissionId) id: string): Promise<SubmissionResponse> {
    return { success: true, submission: await this.getSubmission.execute(artistOf(req), id), message: null };
  }

  @Route('GET', 'release-details/:id', 'ReleaseDetailsResponse', {
    summary: 'The release details of an own submission and what is still missing',
    refuses: { 404: NOT_OWN },
  })
  async readReleaseDetails(@Req() req: RequestWithPrincipal, @Param('id', submissionId) id: string): Promise<ReleaseDetailsResponse> {
    return { success: true, release: await this.releaseDetails.view(artistOf(req), id) };
  }

  @Route('PUT', 'release-details/:id', 'ReleaseDetailsResponse', {
    summary: 'Complete the release details of an own submission',
    ok: 'Saved; when nothing is missing any more the submission moves to Pending',
    refuses: { 400: INVALID_INPUT, 404: NOT_OWN, 409: 'The submission is no longer in progress, or cannot move on to Pending' },
  })
  async saveReleaseDetails(
    @Req() req: RequestWithPrincipal,
    @Param('id', submissionId) id: string,
    @Body() body: ReleaseDetailsDto,
  ): Promise<ReleaseDetailsResponse> {
    return { success: true, release: await this.releaseDetails.save(artistOf(req), id, body) };
  }

  @Route('POST', 'profile/submissions/:id/resubmit', 'ResubmitResponse', {
    summary: 'Send a corrected release after staff asked for changes (the next version, back to Pending)',
    refuses: {
      400: "The submission validator's first message, with every field in details; or a file that is not this submission's or the artist's own",
      404: `'${SUBMISSION_NOT_FOUND}' (also for another artist's submission)`,
      409: "The submission is not in Changes Requested ('Cannot move a submission from Approved to Pending')",
    },
  })
  async resubmit(
    @Req() req: RequestWithPrincipal,
    @Param('id', submissionId) id: string,
    @Body() body: ResubmitDto,
  ): Promise<ResubmitResponse> {
    const result = await this.resubmitRelease.execute(artistOf(req), id, (today) => toSubmitCommand(body, today).form);
    return { success: true, ...result };
  }

  @Route('PUT', 'profile/submissions/:id/pins/:field/answer', 'PinAnswerResponse', {
    summary: "Answer a note staff pinned to a field that the field is right as it is (lifts the note's hold on resubmitting)",
    refuses: { 400: "'Say why this field is right as it is', or a field with no open pinned note", 404: NOT_OWN },
  })
  async answerPin(
    @Req() req: RequestWithPrincipal,
    @Param('id', submissionId) id: string,
    @Param('field') field: string,
    @Body() body: PinAnswerDto,
  ): Promise<PinAnswerResponse> {
    return { success: true, answer: await this.answerPinnedNote.execute(artistOf(req), id, field, body.answer) };
  }
}
