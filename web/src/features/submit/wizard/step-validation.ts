import { validateTrackCredits } from '../../../../../domain/credits';
import { FORM_MESSAGES, SOCIAL_HOSTS, validateArtistStep, validateMusicStep, type MusicStepInput } from '../../../../../domain/forms';
import { missingAudioIssues } from '../../../../../domain/forms/track-audio.rule';
import { includesNewMusic } from '../../../../../domain/release';
import type { FieldIssue } from '../../../../../domain/shared';
import { isBlank } from '../../../../../domain/shared';
import type { SubmissionForm, TrackDraft } from '../../../stores/submission-form.model';

export const hasAudio = (t: TrackDraft, picked: (id: string) => boolean) => t.audio.state === 'uploaded' || t.audio.state === 'uploading' || picked(t.id);

function socialIssues(form: SubmissionForm): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!isBlank(form.instagramProfile) && !form.instagramProfile.toLowerCase().includes(`${SOCIAL_HOSTS.instagram}/`)) {
    issues.push({ field: 'instagramProfile', message: FORM_MESSAGES.includeHost(SOCIAL_HOSTS.instagram) });
  }
  if (!isBlank(form.tiktokProfile) && !form.tiktokProfile.toLowerCase().includes(`${SOCIAL_HOSTS.tiktok}/`)) {
    issues.push({ field: 'tiktokProfile', message: FORM_MESSAGES.includeHost(SOCIAL_HOSTS.tiktok) });
  }
  return issues;
}

export function toMusicInput(form: SubmissionForm, picked: (id: string) => boolean): MusicStepInput {
  return {
    ...form,
    tracks: form.tracks.map((t) => ({ ...t, hasFile: hasAudio(t, picked) })),
    releaseStrategy: form.releaseStrategy,
  };
}

/** The issues that keep the artist on a step (public flow §5); step 4 checks everything. */
export function validateWizardStep(step: number, form: SubmissionForm, today: Date, picked: (trackId: string) => boolean): FieldIssue[] {
  const artist = [...validateArtistStep(form), ...socialIssues(form)];
  const music = [...validateMusicStep(toMusicInput(form, picked), { today })];
  if (includesNewMusic(form.uploadType)) {
    music.push(...missingAudioIssues(form.tracks.map((t) => ({ title: t.title, hasFile: hasAudio(t, picked) }))));
    form.tracks.forEach((t, i) => music.push(...validateTrackCredits(t.credits, today, `tracks[${i}].credits`)));
  }
  if (step === 0) return artist;
  if (step === 1) return music;
  if (step === 2) return [];
  return [...artist, ...music];
}

/** The step that holds a field, to mark it after a failed submission. */
export function stepOfField(field: string): number {
  const artistFields = ['firstName', 'surname', 'email', 'phone', 'artistName', 'country', 'city', 'instagramProfile', 'tiktokProfile', 'spotifyProfile', 'formSession'];
  if (artistFields.includes(field)) return 0;
  if (['bio', 'influences', 'proNumber'].includes(field)) return 2;
  return 1;
}
