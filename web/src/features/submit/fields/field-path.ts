import { FIELD_LABELS } from '../../../../../domain/forms';

const NESTED_LABELS: Record<string, string> = {
  title: 'title',
  singleReleaseDate: 'single release date',
  credits: 'credits',
  songwriters: 'songwriter percentages',
  masterSplits: 'master split',
  productionYear: 'production year',
  parentalAdvisory: 'parental advisory',
  percentage: 'percentage',
  firstName: 'first name',
  surname: 'surname',
  lastName: 'last name',
  email: 'email',
};

/** A person-readable name for a field key such as 'tracks[1].credits.songwriters' → 'Track 2 songwriter percentages'. */
export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const track = /^tracks\[(\d+)\]\.?(.*)$/.exec(field);
  if (track) {
    const last =
      track[2]
        .split('.')
        .pop()
        ?.replace(/\[\d+\]$/, '') ?? '';
    const clip = /socialClips\[(\d+)\]/.exec(track[2]);
    if (clip) return `Track ${Number(track[1]) + 1} clip ${Number(clip[1]) + 1}`;
    return `Track ${Number(track[1]) + 1} ${NESTED_LABELS[last] ?? last}`.trim();
  }
  const extra: Record<string, string> = {
    catalogueItems: 'Releases to transfer',
    earlyReleaseReason: 'Early release reason',
    fullReleaseDate: 'Full release date',
    spotifyProfile: 'Spotify profile',
    instagramProfile: 'Instagram',
    tiktokProfile: 'TikTok',
    artworkFileId: 'Artwork',
    formSession: 'Form check',
  };
  return extra[field] ?? field;
}

/** The element that holds a field (every input's wrapper carries data-field). */
export function fieldElement(field: string): HTMLElement | null {
  const exact = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
  if (exact) return exact;
  // A nested key with no own element (e.g. a songwriter's email) falls back to its nearest holder.
  const parts = field.split('.');
  for (let n = parts.length - 1; n > 0; n -= 1) {
    const holder = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(parts.slice(0, n).join('.'))}"]`);
    if (holder) return holder;
  }
  return null;
}

export function scrollToField(field: string): void {
  const element = fieldElement(field);
  if (!element) return;
  element.scrollIntoView({ behavior: 'smooth', block: 'center' });
  element
    .querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea, [role=combobox], button')
    ?.focus({ preventScroll: true });
}
