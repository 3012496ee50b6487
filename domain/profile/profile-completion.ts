import { isBlank } from '../shared/text';
import type { ArtistProfile } from './artist-profile';

type WeightedField =
  | 'name'
  | 'artistName'
  | 'nationality'
  | 'biography'
  | 'country'
  | 'city'
  | 'spotifyProfile'
  | 'appleMusicProfile'
  | 'soundcloudProfile'
  | 'instagramProfile'
  | 'website'
  | 'pplId'
  | 'prsId';

/** spec: artist-portal §5 Profile completion weights (they add up to 100; tiktokProfile carries no weight). */
export const PROFILE_COMPLETION_WEIGHTS: Readonly<Record<WeightedField, number>> = {
  name: 10,
  artistName: 10,
  nationality: 10,
  biography: 10,
  country: 5,
  city: 5,
  spotifyProfile: 10,
  appleMusicProfile: 5,
  soundcloudProfile: 5,
  instagramProfile: 5,
  website: 10,
  pplId: 7.5,
  prsId: 7.5,
};

export type ProfileCompletionInput = Partial<Record<keyof ArtistProfile, unknown>>;

/** Weighted sum over non-blank fields, capped at 100 and rounded (artist-portal §5). */
export function profileCompletion(profile: ProfileCompletionInput): number {
  let sum = 0;
  for (const [field, weight] of Object.entries(PROFILE_COMPLETION_WEIGHTS) as [WeightedField, number][]) {
    if (!isBlank(profile[field])) sum += weight;
  }
  return Math.round(Math.min(100, sum));
}

export const PROFILE_BUTTON_LABELS = { complete: 'Complete Profile', edit: 'Edit Profile' } as const;

/** 'Complete Profile' under 100 %, otherwise 'Edit Profile' (artist-portal §2 Dashboard). */
export function profileButtonLabel(completion: number): string {
  return completion < 100 ? PROFILE_BUTTON_LABELS.complete : PROFILE_BUTTON_LABELS.edit;
}
