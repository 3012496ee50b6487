import type { ReleaseDealChoices } from '../../domain/release/release-deals';

/** Staff's deal choices per release (`release_deal_choices`); writes join the enclosing unit of work. */
export interface ReleaseDealChoicesRepository {
  /** The release's choices, or none made (`NO_DEAL_CHOICES`). */
  find(submissionId: string): Promise<ReleaseDealChoices>;
  save(submissionId: string, choices: ReleaseDealChoices, at: Date): Promise<void>;
}
export const RELEASE_DEAL_CHOICES_REPOSITORY = Symbol('ReleaseDealChoicesRepository');
