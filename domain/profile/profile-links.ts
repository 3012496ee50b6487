import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';

// Designed here (artist-portal §5 shows no profile validation): links must be web addresses the dashboard can open.
export const PROFILE_LINK_FIELDS = {
  spotifyProfile: 'Spotify profile',
  appleMusicProfile: 'Apple Music profile',
  soundcloudProfile: 'SoundCloud profile',
  instagramProfile: 'Instagram profile',
  tiktokProfile: 'TikTok profile',
  website: 'Website',
} as const;
export type ProfileLinkField = keyof typeof PROFILE_LINK_FIELDS;

export const PROFILE_TEXT_MAX = 200;
export const PROFILE_BIOGRAPHY_MAX = 5000;
export const PROFILE_LINK_MAX = 500;

export function profileLinkMessage(field: ProfileLinkField): string {
  return `${PROFILE_LINK_FIELDS[field]} must be a link starting with http:// or https://`;
}

export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Blank links are allowed (they lower completion); others must be http(s) addresses. */
export function profileLinkIssues(fields: Partial<Record<ProfileLinkField, string>>): FieldIssue[] {
  return (Object.keys(PROFILE_LINK_FIELDS) as ProfileLinkField[])
    .filter((field) => !isBlank(fields[field]) && !isWebLink(fields[field] as string))
    .map((field) => ({ field, message: profileLinkMessage(field) }));
}
