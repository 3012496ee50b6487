import type { ChangeNoteTemplates } from '../../application/ports/change-note-templates.port';
import type { ReviewLoopRepository } from '../../application/ports/review-loop.repository.port';
import type { StaffArtistsQueries } from '../../application/ports/staff-artists.queries.port';
import type { StaffDeskQueries } from '../../application/ports/staff-desk.queries.port';
import type { SubmissionReviewRepository } from '../../application/ports/submission-review.repository.port';
import type { Database } from '../persistence/database';
import { DrizzleChangeNoteTemplates } from '../persistence/repositories/drizzle.change-note-templates';
import { DrizzleReviewLoopRepository } from '../persistence/repositories/drizzle.review-loop.repository';
import { DrizzleStaffArtistsQueries } from '../persistence/repositories/drizzle.staff-artists.queries';
import { DrizzleStaffDeskQueries } from '../persistence/repositories/drizzle.staff-desk.queries';
import { DrizzleSubmissionReviewRepository } from '../persistence/repositories/drizzle.submission-review.repository';

/** The staff's desk: reviewing submissions, the loop of changes asked of artists, and the artists' list. */
export interface ReviewDeskAdapters {
  submissionReviews: SubmissionReviewRepository;
  reviewLoop: ReviewLoopRepository;
  staffDesk: StaffDeskQueries;
  staffArtists: StaffArtistsQueries;
  changeNoteTemplates: ChangeNoteTemplates;
}

export function buildReviewDeskAdapters(db: Database): ReviewDeskAdapters {
  return {
    submissionReviews: new DrizzleSubmissionReviewRepository(db),
    reviewLoop: new DrizzleReviewLoopRepository(db),
    staffDesk: new DrizzleStaffDeskQueries(db),
    staffArtists: new DrizzleStaffArtistsQueries(db),
    changeNoteTemplates: new DrizzleChangeNoteTemplates(db),
  };
}
