import { isValidEmail } from '../shared/email';
import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import { FIELD_LABELS } from './field-labels';
import { FORM_MESSAGES, SOCIAL_HOSTS } from './forms.messages';
import { WAITING_LIST_ERRORS } from './waiting-list.messages';
import { socialLinkIssue, spotifyProfileIssue, webLinkIssue } from './link.rules';

export const WAITING_LIST_REQUIRED = ['firstName', 'surname', 'email', 'artistName', 'country', 'city'] as const;

export type WaitingListInput = Partial<
  Record<(typeof WAITING_LIST_REQUIRED)[number] | 'listenLink' | 'instagramProfile' | 'tiktokProfile' | 'spotifyProfile', string | null>
>;

/** The submit button is disabled without a listen link. */
export function canSubmitWaitingList(form: WaitingListInput): boolean {
  return !isBlank(form.listenLink);
}

/**
 * public flow §5 Waiting-list submit: one alert listing every missing field (on the first), then the listen link;
 * a present email must be valid and every link http(s) (social links on their host).
 */
export function validateWaitingList(form: WaitingListInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const missing = WAITING_LIST_REQUIRED.filter((f) => isBlank(form[f]));
  if (missing.length > 0) {
    issues.push({ field: missing[0], message: FORM_MESSAGES.waitingListMissing(missing.map((f) => FIELD_LABELS[f])) });
  }
  if (!isBlank(form.email) && !isValidEmail(form.email)) issues.push({ field: 'email', message: FORM_MESSAGES.step1InvalidEmail });
  if (isBlank(form.listenLink)) issues.push({ field: 'listenLink', message: FORM_MESSAGES.listenLinkRequired });
  const links = [
    webLinkIssue(form.listenLink, 'listenLink'),
    socialLinkIssue(form.instagramProfile, SOCIAL_HOSTS.instagram, 'instagramProfile'),
    socialLinkIssue(form.tiktokProfile, SOCIAL_HOSTS.tiktok, 'tiktokProfile'),
    spotifyProfileIssue(form.spotifyProfile),
  ];
  return [...issues, ...links.filter((i): i is FieldIssue => i !== null)];
}

/** public flow §8 Waiting list: the alert for a failed join. */
export function waitingListErrorMessage(error: { message?: string | null; emptyResponse?: boolean } | null | undefined): string {
  const message = error?.message ?? '';
  if (error?.emptyResponse) return WAITING_LIST_ERRORS.emptyResponse;
  if (message.includes('Failed to fetch')) return WAITING_LIST_ERRORS.network;
  if (message.includes('Server error')) return WAITING_LIST_ERRORS.server(message);
  return WAITING_LIST_ERRORS.default;
}
