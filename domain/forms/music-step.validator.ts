import { clipDurationMessage, type SocialClip } from '../clips/social-clip';
import { isCreditsSectionComplete } from '../credits/credit-toggles';
import type { TrackCredits } from '../credits/track-credits';
import { CATALOGUE_MESSAGES } from '../catalogue/catalogue.messages';
import { transferIdentifierIssues, type TransferItem } from '../catalogue/transfer-identifiers';
import { type AiDisclosure, aiDisclosureIssues } from '../release/ai-disclosure';
import { releaseDateIssue } from '../release/release-date';
import { type ReleaseStrategy } from '../release/release-strategies';
import { singlesFirstIssues, type SingleSettings } from '../release/release-strategy';
import { isReleaseType, RELEASE_TYPE_DISPLAY, WIZARD_TRACK_CAPS, type ReleaseType } from '../release/release-type';
import { includesNewMusic, includesTransfer, type UploadType } from '../release/upload-type';
import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import { RELEASE_FIELDS } from '../release/release-fields';
import { TRACK_FIELDS, type TrackFields } from '../tracks/track-fields';
import { repeatedIsrcIssues } from '../tracks/track-isrcs';
import { fieldIssues } from './field-values';
import { FORM_MESSAGES } from './forms.messages';

export interface MusicStepTrack extends Partial<SingleSettings>, Partial<TrackFields> {
  title: string;
  hasFile: boolean;
  credits?: Pick<TrackCredits, 'soloWork' | 'featuredArtists' | 'nonFeaturedArtists' | 'producers' | 'songwriters'>;
  socialClipsEnabled?: boolean;
  socialClips?: readonly SocialClip[];
}

export interface MusicStepInput extends Partial<AiDisclosure> {
  uploadType: UploadType;
  releaseType?: ReleaseType | string | null;
  releaseTitle?: string | null;
  primaryGenre?: string | null;
  subGenre?: string | null;
  releaseDate?: string | null;
  earlyReleaseRequest?: boolean;
  earlyReleaseReason?: string | null;
  tracks: readonly MusicStepTrack[];
  catalogueItems?: readonly (TransferItem & { spotifyUrl?: string | null })[];
  releaseStrategy?: ReleaseStrategy | null;
  fullReleaseDate?: string | null;
}

export interface MusicStepOptions {
  today: Date;
  /** The standalone step: its own 'add tracks' wording and the per-track contributor rule. */
  standalone?: boolean;
}

function newMusicIssues(form: MusicStepInput, options: MusicStepOptions): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { tracks } = form;
  if (tracks.length === 0) {
    issues.push({ field: 'tracks', message: options.standalone ? FORM_MESSAGES.addTracksStandalone : FORM_MESSAGES.atLeastOneTrack });
  }
  if (isReleaseType(form.releaseType) && tracks.length > WIZARD_TRACK_CAPS[form.releaseType]) {
    const type = form.releaseType;
    issues.push({ field: 'tracks', message: FORM_MESSAGES.tooManyTracks(RELEASE_TYPE_DISPLAY[type], WIZARD_TRACK_CAPS[type]) });
  }
  const untitled = tracks.findIndex((t) => isBlank(t.title));
  if (untitled >= 0) issues.push({ field: `tracks[${untitled}].title`, message: FORM_MESSAGES.trackTitlesRequired });
  if (isBlank(form.releaseTitle)) issues.push({ field: 'releaseTitle', message: FORM_MESSAGES.releaseTitleRequired });
  if (isBlank(form.primaryGenre)) issues.push({ field: 'primaryGenre', message: FORM_MESSAGES.primaryGenreRequired });
  if (isBlank(form.subGenre)) issues.push({ field: 'subGenre', message: FORM_MESSAGES.subGenreRequired });
  const date = releaseDateIssue(
    { releaseDate: form.releaseDate, earlyReleaseRequest: !!form.earlyReleaseRequest, earlyReleaseReason: form.earlyReleaseReason },
    options.today,
  );
  if (date) issues.push(date);
  issues.push(...aiDisclosureIssues(form));
  tracks.forEach((track, i) => issues.push(...fieldIssues(TRACK_FIELDS, track, `tracks[${i}]`)));
  issues.push(...repeatedIsrcIssues(tracks));
  tracks.forEach((track, i) => {
    if (!track.socialClipsEnabled) return;
    (track.socialClips ?? []).forEach((clip, j) => {
      const message = clipDurationMessage(clip);
      if (message) issues.push({ field: `tracks[${i}].socialClips[${j}]`, message });
    });
  });
  if (form.releaseStrategy === 'singles_first' && tracks.length >= 2) {
    issues.push(...singlesFirstIssues(tracks.map(toSingleSettings), form.fullReleaseDate, options.today));
  }
  if (options.standalone) {
    tracks.forEach((track, i) => {
      if (track.hasFile && !(track.credits && isCreditsSectionComplete(track.credits))) {
        issues.push({ field: `tracks[${i}].credits`, message: FORM_MESSAGES.trackNeedsCredits(i + 1, track.title.trim()) });
      }
    });
  }
  return issues;
}

function toSingleSettings(t: MusicStepTrack): SingleSettings {
  return { releaseAsSingle: !!t.releaseAsSingle, singleReleaseDate: t.singleReleaseDate ?? null, singleOrder: t.singleOrder ?? null };
}

/** Wizard step 2 (public flow §5 Step 2, Release date, Social clips, Release strategy). */
export function validateMusicStep(form: MusicStepInput, options: MusicStepOptions): FieldIssue[] {
  const issues = includesNewMusic(form.uploadType) ? newMusicIssues(form, options) : [];
  // Checked on a transfer too: what is sent is stored, so a malformed UPC never reaches the catalogue.
  issues.push(...fieldIssues(RELEASE_FIELDS, form, '', options.today));
  if (includesTransfer(form.uploadType) && (form.catalogueItems ?? []).length === 0) {
    issues.push({ field: 'catalogueItems', message: CATALOGUE_MESSAGES.atLeastOneRelease });
  }
  if (includesTransfer(form.uploadType)) issues.push(...transferIdentifierIssues(form.catalogueItems ?? []));
  return issues;
}
