import { COMMON_MESSAGES } from '../shared/common.messages';
import { isValidEmail } from '../shared/email';
import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import { FORM_MESSAGES, SOCIAL_HOSTS } from './forms.messages';

export interface ArtistDetailsInput {
  firstName?: string | null;
  surname?: string | null;
  email?: string | null;
  artistName?: string | null;
  country?: string | null;
  city?: string | null;
  instagramProfile?: string | null;
  tiktokProfile?: string | null;
  noInstagram?: boolean;
  noTikTok?: boolean;
}

function socialIssue(value: string | null | undefined, ticked: boolean, host: string, required: string, field: string): FieldIssue | null {
  if (isBlank(value)) return ticked ? null : { field, message: required };
  return (value as string).toLowerCase().includes(`${host}/`) ? null : { field, message: FORM_MESSAGES.includeHost(host) };
}

/** The standalone artist details form (public flow §5), in field order so the first issue is the first field. */
export function validateArtistDetails(form: ArtistDetailsInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const required: [keyof ArtistDetailsInput, string][] = [
    ['firstName', COMMON_MESSAGES.firstNameRequired],
    ['surname', COMMON_MESSAGES.surnameRequired],
  ];
  for (const [field, message] of required) if (isBlank(form[field])) issues.push({ field, message });
  if (isBlank(form.email)) issues.push({ field: 'email', message: COMMON_MESSAGES.emailRequired });
  else if (!isValidEmail(form.email)) issues.push({ field: 'email', message: COMMON_MESSAGES.invalidEmail });
  const rest: [keyof ArtistDetailsInput, string][] = [
    ['artistName', FORM_MESSAGES.artistNameRequired],
    ['country', FORM_MESSAGES.countryRequired],
    ['city', FORM_MESSAGES.cityRequired],
  ];
  for (const [field, message] of rest) if (isBlank(form[field])) issues.push({ field, message });
  const instagram = socialIssue(
    form.instagramProfile,
    !!form.noInstagram,
    SOCIAL_HOSTS.instagram,
    FORM_MESSAGES.instagramRequired,
    'instagramProfile',
  );
  const tiktok = socialIssue(form.tiktokProfile, !!form.noTikTok, SOCIAL_HOSTS.tiktok, FORM_MESSAGES.tiktokRequired, 'tiktokProfile');
  return [...issues, ...[instagram, tiktok].filter((i): i is FieldIssue => i !== null)];
}

/** Ticking 'I don't have ...' clears the field (and disables it in the UI). */
export function setNoSocialProfile<T extends { instagramProfile: string; tiktokProfile: string; noInstagram: boolean; noTikTok: boolean }>(
  form: T,
  network: 'instagram' | 'tiktok',
  ticked: boolean,
): T {
  if (network === 'instagram') return { ...form, noInstagram: ticked, instagramProfile: ticked ? '' : form.instagramProfile };
  return { ...form, noTikTok: ticked, tiktokProfile: ticked ? '' : form.tiktokProfile };
}
