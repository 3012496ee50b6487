import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import { FIELD_LABELS, FORM_MESSAGES, WAITING_LIST_ERRORS } from './forms.messages';

export const WAITING_LIST_REQUIRED = ['firstName', 'surname', 'email', 'artistName', 'country', 'city'] as const;

export type WaitingListInput = Partial<Record<(typeof WAITING_LIST_REQUIRED)[number] | 'listenLink', string | null>>;

/** The submit button is disabled without a listen link. */
export function canSubmitWaitingList(form: WaitingListInput): boolean {
  return !isBlank(form.listenLink);
}

/** public flow §5 Waiting-list submit: one alert listing every missing field (on the first), then the listen link. */
export function validateWaitingList(form: WaitingListInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const missing = WAITING_LIST_REQUIRED.filter((f) => isBlank(form[f]));
  if (missing.length > 0) {
    issues.push({ field: missing[0], message: FORM_MESSAGES.waitingListMissing(missing.map((f) => FIELD_LABELS[f])) });
  }
  if (isBlank(form.listenLink)) issues.push({ field: 'listenLink', message: FORM_MESSAGES.listenLinkRequired });
  return issues;
}

/** public flow §8 Waiting list: the alert for a failed join. */
export function waitingListErrorMessage(error: { message?: string | null; emptyResponse?: boolean } | null | undefined): string {
  const message = error?.message ?? '';
  if (error?.emptyResponse) return WAITING_LIST_ERRORS.emptyResponse;
  if (message.includes('Failed to fetch')) return WAITING_LIST_ERRORS.network;
  if (message.includes('Server error')) return WAITING_LIST_ERRORS.server(message);
  return WAITING_LIST_ERRORS.default;
}
