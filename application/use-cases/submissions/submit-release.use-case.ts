import { INVITATION_MESSAGES, RETURNING_MESSAGES } from '../../../domain/invitations';
import { CONFIG_MESSAGES } from '../../../domain/submissions-mode';
import { SERVER_SUBMISSION_MESSAGES } from '../../../domain/forms';
import type { ArtistProfileRepository } from '../../ports/artist-profile.repository.port';
import type { Clock } from '../../ports/clock.port';
import { fillProfileBlanks } from '../profile/fill-profile-blanks';
import type { InvitationRecord, InvitationRepository, ReturningLinkRecord } from '../../ports/invitation.repository.port';
import type { JobQueue } from '../../ports/job-queue.port';
import type { Mailer } from '../../ports/mailer.port';
import type { MusicCatalogue } from '../../ports/music-catalogue.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { SubmissionDraft, SubmissionRepository } from '../../ports/submission.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { UploadRepository } from '../../ports/upload.repository.port';
import { BOARD_JOBS } from '../board/board-jobs';
import { askCollaboratorsJob } from '../split-sheets/split-sheets.jobs';
import type { IssueReturningLinkUseCase } from '../invitations/issue-returning-link.use-case';
import type { BotCheck } from '../public-flow/bot-check';
import { UseCaseError } from '../public-flow/use-case-error';
import type { SubmitReleaseCommand, SubmitReleaseResult } from './submission-command';
import { lookUpSubmissionFacts } from './submission-facts.lookup';
import { verifyReferencedFiles } from './submission-files';
import { validateSubmitForm } from './validate-submit-form';
import { submissionReceivedMail } from './submission-received.mail';

export interface SubmitReleaseDeps {
  unitOfWork: UnitOfWork;
  submissions: SubmissionRepository;
  uploads: UploadRepository;
  invitations: InvitationRepository;
  jobs: JobQueue;
  tokens: OpaqueTokens;
  botCheck: BotCheck;
  returningLinks: IssueReturningLinkUseCase;
  clock: Clock;
  catalogue: MusicCatalogue;
  submissionsMode: { isEnabled(): Promise<boolean> };
  mailer: Mailer;
  publicUrl: string;
  /** The artist's profile, whose empty parts a submission fills. */
  profiles: ArtistProfileRepository;
}

/**
 * POST /api/monday/create-item (public flow §7): every rule re-checked on the server, files verified against
 * the form session, then the submission and all its parts written in one transaction with the board job.
 */
export class SubmitReleaseUseCase {
  constructor(private readonly deps: SubmitReleaseDeps) {}

  /**
   * The command, or how to read it on the day (a request's defaults depend on today). `beforeCommit` runs inside the
   * submission's transaction with its result (the Idempotency-Key is saved there).
   */
  async execute(
    request: SubmitReleaseCommand | ((today: Date) => SubmitReleaseCommand),
    beforeCommit?: (result: SubmitReleaseResult) => Promise<void>,
  ): Promise<SubmitReleaseResult> {
    const now = this.deps.clock.now();
    const command = typeof request === 'function' ? request(now) : request;
    const { form } = command;
    const owner = command.owner;
    const invited = !!command.invitationToken || !!command.returningToken || !!owner?.artistId;
    if (!invited && !(await this.deps.submissionsMode.isEnabled())) {
      throw new UseCaseError('forbidden', CONFIG_MESSAGES.submissionsPaused, [
        { field: 'submissionsEnabled', message: CONFIG_MESSAGES.submissionsPaused },
      ]);
    }
    const { session, score } = await this.deps.botCheck.verify(command.bot, {
      artistName: form.artistName,
      releaseTitle: form.releaseTitle,
      trackCount: form.tracks.length,
      hasArtwork: !!form.artworkFileId || !!form.artworkUrl,
      firstName: form.firstName,
      surname: form.surname,
      email: form.email,
    });
    validateSubmitForm(
      form,
      await lookUpSubmissionFacts({ uploads: this.deps.uploads, catalogue: this.deps.catalogue }, session.sessionId, form),
      now,
    );
    const invitation = owner?.invitationId
      ? this.usableInvitation(await this.deps.invitations.findInvitationById(owner.invitationId), now)
      : await this.findInvitation(command.invitationToken, now);
    const returning = invitation
      ? undefined
      : owner?.returningLinkId
        ? this.usableReturningLink(await this.deps.invitations.findReturningLinkById(owner.returningLinkId), now)
        : await this.findReturningLink(command.returningToken, now);
    const fileIds = await verifyReferencedFiles(this.deps.uploads, session.sessionId, form);

    const artist = invitation?.artist ?? returning?.artist;
    const artistId = artist?.id ?? owner?.artistId ?? null;
    const draft: SubmissionDraft = {
      ...form,
      artistId,
      source: invitation ? 'invitation' : returning ? 'returning' : 'open',
      formSessionId: session.sessionId,
      invitationId: invitation?.id ?? null,
      returningLinkId: returning?.id ?? null,
      boardItemId: invitation?.boardItemId ?? null,
      botScore: score,
    };
    return this.deps.unitOfWork.run(async () => {
      const { id } = await this.deps.submissions.create(draft);
      if (
        fileIds.length > 0 &&
        (await this.deps.uploads.markReferenced(session.sessionId, fileIds, id, draft.artistId)) !== fileIds.length
      ) {
        // Another submission of this session took the files in the meantime (or they were cleaned up).
        throw new UseCaseError('conflict', SERVER_SUBMISSION_MESSAGES.fileNotFound);
      }
      if (invitation) {
        if (!(await this.deps.invitations.markInvitationUsed(invitation.id, id, now))) {
          throw new UseCaseError('invalid', INVITATION_MESSAGES.invalidLinkDefault, [
            { field: 'invitationToken', message: INVITATION_MESSAGES.invalidLinkDefault },
          ]);
        }
        await this.deps.jobs.enqueue({ kind: BOARD_JOBS.updateForInvitation, payload: { submissionId: id, invitationId: invitation.id } });
      } else {
        await this.deps.jobs.enqueue({ kind: BOARD_JOBS.createSubmissionItem, payload: { submissionId: id }, dedupeKey: id });
      }
      await this.deps.jobs.enqueue(askCollaboratorsJob(id, 1));
      if (returning) await this.deps.invitations.recordReturningLinkUse(returning.id, now);
      if (artist) await this.deps.returningLinks.issueIfFirst(artist);
      if (artistId) await fillProfileBlanks(this.deps.profiles, artistId, form);
      const result: SubmitReleaseResult = { submissionId: id, boardItemId: draft.boardItemId, board: invitation ? 'updating' : 'queued' };
      await this.deps.mailer.send(submissionReceivedMail({ id, ...form }, { publicUrl: this.deps.publicUrl, fromWaitingList: false }));
      await beforeCommit?.(result);
      return result;
    });
  }

  private async findInvitation(token: string | null, now: Date) {
    if (!token) return undefined;
    return this.usableInvitation(await this.deps.invitations.findInvitationByHash(this.deps.tokens.digest(token)), now);
  }

  private usableInvitation(invitation: InvitationRecord | undefined, now: Date): InvitationRecord {
    if (!invitation || invitation.usedAt || invitation.expiresAt <= now) {
      throw new UseCaseError('invalid', INVITATION_MESSAGES.invalidLinkDefault, [
        { field: 'invitationToken', message: INVITATION_MESSAGES.invalidLinkDefault },
      ]);
    }
    return invitation;
  }

  private async findReturningLink(token: string | null, now: Date) {
    if (!token) return undefined;
    return this.usableReturningLink(await this.deps.invitations.findReturningLinkByHash(this.deps.tokens.digest(token)), now);
  }

  private usableReturningLink(link: ReturningLinkRecord | undefined, now: Date): ReturningLinkRecord {
    if (!link || !link.active || link.expiresAt <= now) {
      throw new UseCaseError('invalid', RETURNING_MESSAGES.invalidToken, [
        { field: 'returningToken', message: RETURNING_MESSAGES.invalidToken },
      ]);
    }
    return link;
  }
}
