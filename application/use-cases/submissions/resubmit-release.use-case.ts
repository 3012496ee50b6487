import { SERVER_SUBMISSION_MESSAGES } from '../../../domain/forms/server-submission.messages';
import { untouchedPins, withSentValues } from '../../../domain/review-pins';
import { ARTIST_TRANSITIONS, STATUS_LABELS, transitionStatus } from '../../../domain/status';
import type { Clock } from '../../ports/clock.port';
import type { JobQueue } from '../../ports/job-queue.port';
import type { Mailer } from '../../ports/mailer.port';
import type { MusicCatalogue } from '../../ports/music-catalogue.port';
import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import type { SubmissionContent, SubmissionContentWriter } from '../../ports/submission-content.port';
import type { SubmissionRepository } from '../../ports/submission.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { UploadRecord, UploadRepository } from '../../ports/upload.repository.port';
import { BOARD_JOBS } from '../board/board-jobs';
import { askCollaboratorsJob } from '../split-sheets/split-sheets.jobs';
import { ownSubmission } from '../profile/own-submission';
import { UseCaseError } from '../public-flow/use-case-error';
import { lookUpFacts } from './submission-facts.lookup';
import { referencedFiles } from './submission-files';
import { submissionReceivedMail } from './submission-received.mail';
import { validateSubmitForm } from './validate-submit-form';

export interface ResubmitReleaseDeps {
  unitOfWork: UnitOfWork;
  submissions: SubmissionRepository;
  content: SubmissionContentWriter;
  reviews: SubmissionReviewRepository;
  loop: ReviewLoopRepository;
  uploads: UploadRepository;
  catalogue: MusicCatalogue;
  mailer: Mailer;
  jobs: JobQueue;
  clock: Clock;
  publicUrl: string;
}

function snapshot(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/**
 * The artist sends a corrected release after staff asked for changes: validated like a new submission, written in
 * place as the next version (version 1 is kept as it was), and back to Pending, with its board refresh, in one transaction.
 */
export class ResubmitReleaseUseCase {
  constructor(private readonly deps: ResubmitReleaseDeps) {}

  /**
   * The corrected form, or how to read it on the day. `beforeCommit` runs inside the transaction once the new
   * version is written (a draft is deleted there).
   */
  async execute(
    artistId: string,
    submissionId: string,
    content: SubmissionContent | ((today: Date) => SubmissionContent),
    beforeCommit?: () => Promise<void>,
  ): Promise<{ version: number; status: string }> {
    const d = this.deps;
    const now = d.clock.now();
    const form = typeof content === 'function' ? content(now) : content;
    await ownSubmission(d.reviews, artistId, submissionId);
    // Before the form's own checks: the field staff pointed at is what the artist should hear about first.
    await this.refuseUntouchedPins(submissionId, form);
    validateSubmitForm(form, await lookUpFacts(d.catalogue, (ids) => this.usableUploads(artistId, submissionId, ids), form), now);
    return d.unitOfWork.run(async () => {
      await d.loop.lockSubmission(submissionId);
      const current = await ownSubmission(d.reviews, artistId, submissionId);
      const move = transitionStatus(current.status, 'pending', ARTIST_TRANSITIONS);
      if (!move.ok) throw new UseCaseError('conflict', move.message);
      await this.claimFiles(artistId, submissionId, form);

      const versions = await d.loop.versions(submissionId);
      if (versions.length === 0) await d.loop.saveVersion(submissionId, 1, snapshot(await d.submissions.find(submissionId)), now);
      const version = Math.max(1, ...versions.map((v) => v.version)) + 1;
      // The address staff and mails use stays the one the submission was made with.
      await d.content.replaceContent(submissionId, { ...form, email: current.email }, now);
      await d.loop.saveVersion(submissionId, version, snapshot(await d.submissions.find(submissionId)), now);

      const label = STATUS_LABELS[move.status];
      await d.reviews.changeStatus(submissionId, current.status, label, now);
      await d.reviews.addReview({
        submissionId,
        fromStatus: current.status,
        toStatus: label,
        note: null,
        changedBy: form.artistName,
        createdAt: now,
        actor: 'artist',
        version,
      });
      await d.mailer.send(
        submissionReceivedMail(
          { ...form, id: submissionId, email: current.email },
          { publicUrl: d.publicUrl, fromWaitingList: false, resubmission: true },
        ),
      );
      await d.jobs.enqueue({ kind: BOARD_JOBS.refreshSubmissionItem, payload: { submissionId } });
      await d.jobs.enqueue(askCollaboratorsJob(submissionId, version));
      await beforeCommit?.();
      return { version, status: label };
    });
  }

  /** Every field staff pinned a note to with their latest request for changes must differ from what was sent. */
  private async refuseUntouchedPins(submissionId: string, form: SubmissionContent): Promise<void> {
    const request = (await this.deps.reviews.reviews(submissionId)).find((r) => r.actor === 'staff');
    if (!request?.pins.length) return;
    const sent = await this.deps.submissions.find(submissionId);
    const issues = sent ? untouchedPins(withSentValues(request.pins, sent), form) : [];
    if (issues.length > 0) throw new UseCaseError('invalid', issues[0].message, issues);
  }

  /** The submission's own files and the artist's stored, unclaimed uploads (claimFiles re-checks inside the transaction). */
  private async usableUploads(artistId: string, submissionId: string, ids: readonly string[]) {
    const found = await Promise.all(ids.map((id) => this.deps.uploads.findById(id)));
    return found.filter(
      (u): u is UploadRecord =>
        u !== null && (u.submissionId === submissionId || (u.submissionId === null && u.status === 'stored' && u.artistId === artistId)),
    );
  }

  /** Files kept from the submission are fine; new ones must be the artist's own stored, unclaimed uploads. */
  private async claimFiles(artistId: string, submissionId: string, form: SubmissionContent): Promise<void> {
    for (const file of referencedFiles(form)) {
      const upload = await this.deps.uploads.findById(file.fileId);
      if (upload?.submissionId === submissionId && upload.kind === file.kind) continue;
      const claimable =
        upload && upload.kind === file.kind && upload.status === 'stored' && upload.submissionId === null && upload.artistId === artistId;
      if (!claimable || (await this.deps.uploads.markReferenced(upload.sessionId, [upload.id], submissionId, artistId)) !== 1) {
        throw new UseCaseError('invalid', SERVER_SUBMISSION_MESSAGES.fileNotFound, [
          { field: file.field, message: SERVER_SUBMISSION_MESSAGES.fileNotFound },
        ]);
      }
    }
  }
}
