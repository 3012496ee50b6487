import type { ChangeNoteTemplates } from '../../application/ports/change-note-templates.port';
import type { ReviewLoopRepository } from '../../application/ports/review-loop.repository.port';
import type { SavedFiltersRepository } from '../../application/ports/saved-filters.repository.port';
import type { StaffCatalogueQueries } from '../../application/ports/staff-catalogue.queries.port';
import type { StaffArtistsQueries } from '../../application/ports/staff-artists.queries.port';
import type { StaffDeskQueries } from '../../application/ports/staff-desk.queries.port';
import type { SubmissionReviewRepository } from '../../application/ports/submission-review.repository.port';
import type { Database } from '../persistence/database';
import { DrizzleChangeNoteTemplates } from '../persistence/repositories/drizzle.change-note-templates';
import { DrizzleReviewLoopRepository } from '../persistence/repositories/drizzle.review-loop.repository';
import { DrizzleSavedFiltersRepository } from '../persistence/repositories/drizzle.saved-filters.repository';
import { DrizzleStaffCatalogueQueries } from '../persistence/repositories/drizzle.staff-catalogue.queries';
import { DrizzleStaffArtistsQueries } from '../persistence/repositories/drizzle.staff-artists.queries';
import { DrizzleStaffDeskQueries } from '../persistence/repositories/drizzle.staff-desk.queries';
import { DrizzleSubmissionReviewRepository } from '../persistence/repositories/drizzle.submission-review.repository';

/** The staff's desk: reviewing submissions, the loop of changes asked of artists, the artists' list and the catalogue. */
export interface ReviewDeskAdapters {
  submissionReviews: SubmissionReviewRepository;
  reviewLoop: ReviewLoopRepository;
  staffDesk: StaffDeskQueries;
  staffArtists: StaffArtistsQueries;
  changeNoteTemplates: ChangeNoteTemplates;
  staffCatalogue: StaffCatalogueQueries;
  savedFilters: SavedFiltersRepository;
}

export function buildReviewDeskAdapters(db: Database): ReviewDeskAdapters {
  return {
    submissionReviews: new DrizzleSubmissionReviewRepository(db),
    reviewLoop: new DrizzleReviewLoopRepository(db),
    staffDesk: new DrizzleStaffDeskQueries(db),
    staffArtists: new DrizzleStaffArtistsQueries(db),
    changeNoteTemplates: new DrizzleChangeNoteTemplates(db),
    staffCatalogue: new DrizzleStaffCatalogueQueries(db),
    savedFilters: new DrizzleSavedFiltersRepository(db),
  };
}
