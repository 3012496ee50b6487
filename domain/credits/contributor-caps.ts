import { CREDITS_MESSAGES } from './credits.messages';

/** spec: public flow §5/§9: each contributor group is capped at 10 entries. */
export const MAX_CONTRIBUTORS_PER_GROUP = 10;

export const CONTRIBUTOR_GROUPS = {
  featuredArtists: 'featured artists',
  nonFeaturedArtists: 'non-featured artists',
  producers: 'producers',
  songwriters: 'songwriters',
  masterSplits: 'master split entries',
} as const;
export type ContributorGroup = keyof typeof CONTRIBUTOR_GROUPS;

export function canAddContributor(current: readonly unknown[]): boolean {
  return current.length < MAX_CONTRIBUTORS_PER_GROUP;
}

export function contributorCapMessage(group: ContributorGroup): string {
  return CREDITS_MESSAGES.contributorCap(CONTRIBUTOR_GROUPS[group]);
}

/** null when one more entry may be added, else the cap message. */
export function addContributorRefusal(group: ContributorGroup, current: readonly unknown[]): string | null {
  return canAddContributor(current) ? null : contributorCapMessage(group);
}
