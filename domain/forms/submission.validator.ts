import { validateTrackCredits } from '../credits/validate-track-credits';
import type { TrackCredits } from '../credits/track-credits';
import { includesNewMusic, includesTransfer } from '../release/upload-type';
import type { FieldIssue } from '../shared/field-issue';
import { validateArtistStep, type ArtistStepInput } from './artist-step.validator';
import { catalogueItemIssues } from './catalogue-items.rule';
import { SOCIAL_HOSTS } from './forms.messages';
import { socialLinkIssue, spotifyProfileIssue, webLinkIssue } from './link.rules';
import { validateMusicStep, type MusicStepInput, type MusicStepTrack } from './music-step.validator';
import { genreIssues } from './release.rules';
import type { SubmissionFacts } from './submission-facts';
import { trackAudioIssue, trackClipIssues, type TrackRulesInput } from './track.rules';

export interface SubmissionTrackInput extends Omit<MusicStepTrack, 'credits' | 'hasFile' | 'socialClips'>, TrackRulesInput {
  credits?: TrackCredits;
}

export interface SubmissionInput extends ArtistStepInput, Omit<MusicStepInput, 'tracks'> {
  instagramProfile?: string | null;
  tiktokProfile?: string | null;
  spotifyProfile?: string | null;
  listenLink?: string | null;
  artworkUrl?: string | null;
  tracks: readonly SubmissionTrackInput[];
}

const present = (issue: FieldIssue | null): FieldIssue[] => (issue ? [issue] : []);

function artistIssues(form: SubmissionInput): FieldIssue[] {
  return [
    ...validateArtistStep(form),
    ...present(socialLinkIssue(form.instagramProfile, SOCIAL_HOSTS.instagram, 'instagramProfile')),
    ...present(socialLinkIssue(form.tiktokProfile, SOCIAL_HOSTS.tiktok, 'tiktokProfile')),
    ...present(spotifyProfileIssue(form.spotifyProfile)),
    ...present(webLinkIssue(form.listenLink, 'listenLink')),
  ];
}

function newMusicIssues(form: SubmissionInput, facts: SubmissionFacts, today: Date): FieldIssue[] {
  const issues: FieldIssue[] = [...genreIssues(form.primaryGenre, form.subGenre), ...present(webLinkIssue(form.artworkUrl, 'artworkUrl'))];
  form.tracks.forEach((track, i) => {
    const audio = trackAudioIssue(track, i, facts.audioFiles);
    if (audio) issues.push(audio);
    const duration = track.fileId ? (facts.audioFiles.get(track.fileId)?.durationSeconds ?? null) : null;
    issues.push(...trackClipIssues(track, i, duration));
    if (track.credits) issues.push(...validateTrackCredits(track.credits, today, `tracks[${i}].credits`));
  });
  return issues;
}

/**
 * Every rule of a full submission (public flow §5 plus the label's own), in wizard order. The API runs it on
 * create-item; the wizard runs the same function and keeps the issues of the step on screen.
 */
export function validateSubmission(form: SubmissionInput, facts: SubmissionFacts, today: Date): FieldIssue[] {
  const music = validateMusicStep(
    {
      ...form,
      tracks: form.tracks.map((t) => ({
        ...t,
        hasFile: !!t.fileId,
        socialClips: (t.socialClips ?? []).map((c, j) => ({ id: String(j), ...c })),
      })),
    },
    { today },
  );
  return [
    ...artistIssues(form),
    ...music,
    ...(includesNewMusic(form.uploadType) ? newMusicIssues(form, facts, today) : []),
    ...(includesTransfer(form.uploadType) ? catalogueItemIssues(form.catalogueItems ?? [], facts.catalogue) : []),
  ];
}
