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
