import { validateTrackCredits } from '../credits/validate-track-credits';
import type { TrackCredits } from '../credits/track-credits';
import type { FieldIssue } from '../shared/field-issue';
import { validateArtistStep, type ArtistStepInput } from './artist-step.validator';
import { validateMusicStep, type MusicStepInput, type MusicStepTrack } from './music-step.validator';

export interface SubmissionInput extends ArtistStepInput, Omit<MusicStepInput, 'tracks'> {
  tracks: readonly (Omit<MusicStepTrack, 'credits'> & { credits?: TrackCredits })[];
}

/** Everything the API checks on a full submission: step 1, step 2 and every track's credits panel. */
export function validateSubmission(form: SubmissionInput, today: Date): FieldIssue[] {
  const issues = [...validateArtistStep(form), ...validateMusicStep(form, { today })];
  form.tracks.forEach((track, i) => {
    if (track.credits) issues.push(...validateTrackCredits(track.credits, today, `tracks[${i}].credits`));
  });
  return issues;
}
