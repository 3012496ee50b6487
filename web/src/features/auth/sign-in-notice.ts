import { isSignInPageNote, SIGN_IN_MESSAGES, SIGN_IN_PAGE_NOTES } from '@domain/access';
import type { SignInNotice } from './sign-in-card.component';

/** What a sign-in page says on arrival, read from its address: a plain post's `note`, else why the visitor was sent. */
export function signInNoticeOf(query: URLSearchParams): SignInNotice | null {
  const note = query.get('note');
  if (isSignInPageNote(note)) return SIGN_IN_PAGE_NOTES[note];
  if (query.get('refused')) return { severity: 'warning', message: SIGN_IN_MESSAGES.forbidden };
  if (query.get('expired') === '1') return { severity: 'warning', message: SIGN_IN_MESSAGES.sessionExpired };
  return null;
}
