import { checkMetadata, metadataSubjectOf, type MetadataWarning } from '../../../domain/metadata';
import { diffVersions, type FieldChange } from '../../../domain/versions';
import type { Clock } from '../../ports/clock.port';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { LabelCopyRepository, RecordedCorrection } from '../../ports/label-copy.repository.port';
import type { ReviewLoopRepository, StaffComment, SubmissionVersion } from '../../ports/review-loop.repository.port';
import type { StoredSubmission, SubmissionRepository } from '../../ports/submission.repository.port';
import type {
  BoardSyncJob,
  SubmissionReview,
  SubmissionReviewRepository,
  SubmissionSummary,
} from '../../ports/submission-review.repository.port';
import type { UploadRepository } from '../../ports/upload.repository.port';
import { deskSubmission } from './desk-submission';
import { type FileQuality, fileQualityOf } from './file-quality';
import { artworkSizeOf, storeWarnings } from './store-warnings';

export interface ReviewDetail extends FileQuality {
  submission: SubmissionSummary;
  full: StoredSubmission | undefined;
  reviews: SubmissionReview[];
  /** Staff's label copy corrections, oldest first: the timeline shows them beside the status changes. */
  corrections: RecordedCorrection[];
  comments: StaffComment[];
  versions: { version: number; createdAt: Date }[];
  /** What the latest version changed since the one before it (empty while there is one version). */
  changes: FieldChange[];
  metadataWarnings: MetadataWarning[];
  /** Before approval: the stores that cannot take the release as it is (lead time, cover size), in words. */
  storeWarnings: string[];
  boardSync: { boardItemId: string | null; state: 'synced' | 'pending' | 'failed' | 'not-queued'; job: BoardSyncJob | null };
  assignedTo: { id: string; name: string } | null;
}

function changesOf(versions: SubmissionVersion[]): FieldChange[] {
  if (versions.length < 2) return [];
  return diffVersions(versions[versions.length - 2].payload, versions[versions.length - 1].payload);
}

export interface GetReviewDetailDeps {
  reviews: SubmissionReviewRepository;
  submissions: SubmissionRepository;
  loop: ReviewLoopRepository;
  uploads: UploadRepository;
  labelCopy: Pick<LabelCopyRepository, 'corrections'>;
  targets: Pick<DeliveryTargetRepository, 'list'>;
  clock: Clock;
}

/** One submission as the review desk reads it: content, timeline, comments, versions, warnings and board sync. */
export class GetReviewDetailUseCase {
  constructor(private readonly deps: GetReviewDetailDeps) {}

  async execute(id: string): Promise<ReviewDetail> {
    const submission = await deskSubmission(this.deps.reviews, id);
    const [full, reviews, corrections, job, comments, versions, assignedTo, targets] = await Promise.all([
      this.deps.submissions.find(id),
      this.deps.reviews.reviews(id),
      this.deps.labelCopy.corrections(id),
      this.deps.reviews.latestBoardJob(id),
      this.deps.loop.comments(id),
      this.deps.loop.versions(id),
      this.deps.loop.assigneeOf(id),
      this.deps.targets.list(),
    ]);
    const quality = await fileQualityOf(this.deps.uploads, full);
    // A refresh that died leaves the item behind the desk, so it reads as failed although the item exists.
    const state =
      job?.status === 'dead' ? 'failed' : job && job.status !== 'done' ? 'pending' : submission.boardItemId ? 'synced' : 'not-queued';
    return {
      submission,
      full,
      reviews,
      corrections,
      comments,
      versions: versions.map((v) => ({ version: v.version, createdAt: v.createdAt })),
      changes: changesOf(versions),
      metadataWarnings: full ? checkMetadata(metadataSubjectOf(full)) : [],
      storeWarnings: storeWarnings(targets, submission.releaseDate, artworkSizeOf(quality.artworkQuality), this.deps.clock.now()),
      boardSync: { boardItemId: submission.boardItemId, state, job: job ?? null },
      assignedTo,
      ...quality,
    };
  }
}
