import type { ProfileForm } from './profile-form.model';

const KEY = 'harbour-unsaved-profile';

/**
 * The profile edit being saved, kept in this tab until the save answers: if the session has ended meanwhile, the
 * page is left for sign-in and the edit comes back afterwards. Kept per artist, so another person signing in on the
 * same tab never sees it.
 */
export function keepUnsavedEdit(userId: string, form: ProfileForm): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ userId, form }));
  } catch {
    // Storage off (private mode): the edit cannot outlive the page.
  }
}

export function forgetUnsavedEdit(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The artist's kept edit, if any (forgetUnsavedEdit once it is shown again). */
export function unsavedEditOf(userId: string): ProfileForm | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { userId?: unknown; form?: ProfileForm } | null;
    return kept && kept.userId === userId && kept.form ? kept.form : null;
  } catch {
    return null;
  }
}
