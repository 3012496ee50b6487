import type { SignatureStatus } from '../../../domain/contract';
import { type ArtistProfile, profileCompletion, profileLinkIssues } from '../../../domain/profile';
import type { FieldIssue } from '../../../domain/shared';
import { AppError } from '../../errors/app-error';
import type { ArtistProfileFields, ArtistProfileRepository } from '../../ports/artist-profile.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import type { SubmissionCard, SubmissionDetail } from '../../../contracts/profile.contract';
import { toCard, toDetail } from './artist-submission.view';

export const SUBMISSION_NOT_FOUND = 'Submission not found';

export class ProfileValidationError extends AppError {
  constructor(readonly issues: FieldIssue[]) {
    super('invalid', issues.map((i) => i.message).join('; '), { details: issues });
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super('not_found', message);
  }
}

export interface ArtistProfileView extends ArtistProfile {
  artistId: string;
  profileCompletion: number;
  contractStatus: SignatureStatus | null;
}

/** The signed-in artist's own profile and submissions (artist-portal §2–§3); every read is scoped to the artist. */
export class ArtistPortal {
  constructor(
    private readonly profiles: ArtistProfileRepository,
    private readonly submissions: SubmissionReviewRepository,
  ) {}

  async profile(artistId: string): Promise<ArtistProfileView> {
    const record = await this.profiles.findOverview(artistId);
    if (!record) throw new NotFoundError('Artist not found');
    const completion = profileCompletion(record);
    const { artistCode, firstName: _f, surname: _s, pictureKey, artistId: userId, submissionCount, contractStatus, ...fields } = record;
    return {
      ...fields,
      userId,
      artistId: artistCode,
      picture: pictureKey ? '/api/profile/picture' : '',
      profileCompletion: completion,
      profileCompleted: completion >= 100,
      submissionCount,
      contractStatus,
    };
  }

  async updateProfile(artistId: string, changes: Partial<ArtistProfileFields>): Promise<ArtistProfileView> {
    const trimmed = Object.fromEntries(
      Object.entries(changes).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ) as Partial<ArtistProfileFields>;
    const issues = profileLinkIssues(trimmed);
    if (issues.length > 0) throw new ProfileValidationError(issues);
    await this.profiles.update(artistId, trimmed);
    return this.profile(artistId);
  }

  async submissionCards(artistId: string): Promise<SubmissionCard[]> {
    return (await this.submissions.listForArtist(artistId)).map(toCard);
  }

  /** Another artist's id answers exactly like an unknown one. */
  async submission(artistId: string, id: string): Promise<SubmissionDetail> {
    const found = await this.submissions.find(id);
    if (!found || found.artistId !== artistId) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    const [tracks, reviews] = await Promise.all([this.submissions.tracks(id), this.submissions.reviews(id)]);
    return toDetail(found, tracks, reviews);
  }
}
