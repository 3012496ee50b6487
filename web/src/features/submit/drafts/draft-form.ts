import type { CatalogueItemPayload, DraftFile, DraftView, SubmissionFormPayload, TrackPayload } from '@wire';
import { emptyTrackCredits, type TrackCredits } from '@domain/credits';
import { UPLOAD_MESSAGES } from '@domain/files';
import { fieldValuesOf } from '@domain/forms/field-values';
import { TRACK_FIELDS } from '@domain/tracks/track-fields';
import type { UploadType } from '@domain/release';
import { RELEASE_FIELDS } from '@domain/release/release-fields';
import {
  type CatalogueItem,
  EMPTY_FILE,
  emptyForm,
  emptyTrack,
  type FileSlot,
  newId,
  type SubmissionForm,
  type TrackDraft,
} from '../../../stores/submission-form.model';

function slotOf(files: Map<string, DraftFile>, fileId: string | undefined, fileName = ''): FileSlot {
  const file = fileId ? files.get(fileId) : undefined;
  if (!file && fileName) return { ...EMPTY_FILE, state: 'failed', fileName, error: UPLOAD_MESSAGES.interrupted(fileName) };
  if (!file) return EMPTY_FILE;
  return {
    state: 'uploaded',
    progress: 100,
    error: null,
    fileId: file.fileId,
    fileName: file.fileName || fileName,
    url: file.url,
    warnings: file.quality?.warnings ?? [],
    retryable: false,
  };
}

function trackOf(t: TrackPayload, files: Map<string, DraftFile>, today: Date): TrackDraft {
  const empty = emptyTrack(today);
  return {
    ...empty,
    ...fieldValuesOf(TRACK_FIELDS, t),
    id: t.id || empty.id,
    audio: slotOf(files, t.fileId, t.fileName),
    customArtwork: slotOf(files, t.customArtworkFileId),
    socialClips: (t.socialClips ?? []).map((c) => ({ id: c.id || newId('clip'), startTime: c.startTime ?? '', endTime: c.endTime ?? '' })),
    // The wizard stored complete credits; anything missing falls back to the empty credits.
    credits: { ...emptyTrackCredits(today), ...(t.credits as Partial<TrackCredits> | undefined) },
  };
}

function catalogueItemOf(item: CatalogueItemPayload): CatalogueItem {
  return {
    ...(item as Partial<CatalogueItem>),
    id: item.id || newId('item'),
    type: item.type ?? 'track',
    title: item.title ?? '',
    artist: item.artist ?? '',
    image: item.image ?? '',
    spotifyUrl: item.spotifyUrl ?? '',
    releaseDate: item.releaseDate ?? '',
    isrc: item.isrc ?? null,
    upc: item.upc ?? null,
  };
}

const textOr = (value: string | undefined | null, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** The wizard's form as the stored draft describes it, its uploaded files 'Uploaded & Ready'. */
export function formFromDraft(draft: Pick<DraftView, 'answers' | 'wizard' | 'files'>, today: Date): SubmissionForm {
  const a = draft.answers;
  const x = draft.wizard.extras;
  const base = emptyForm(today);
  const files = new Map(draft.files.map((f) => [f.fileId, f]));
  const tracks = (a.tracks ?? []).map((t) => trackOf(t, files, today));
  const release = fieldValuesOf(RELEASE_FIELDS, a);
  const connectedName = typeof x.spotifyConnectedName === 'string' ? x.spotifyConnectedName : null;
  return {
    ...base,
    ...release,
    firstName: textOr(a.firstName, ''),
    surname: textOr(a.surname, ''),
    email: textOr(a.email, ''),
    phone: textOr(a.phone, ''),
    artistName: textOr(a.artistName, ''),
    country: textOr(a.country, ''),
    city: textOr(a.city, ''),
    instagramProfile: textOr(a.instagramProfile, ''),
    tiktokProfile: textOr(a.tiktokProfile, ''),
    noInstagram: !!a.noInstagram,
    noTikTok: !!a.noTikTok,
    // A release sent earlier carries no wizard choices: its Spotify link tells whether the artist has a profile.
    hasSpotify: typeof x.hasSpotify === 'boolean' ? x.hasSpotify : !!a.spotifyProfile,
    spotifyMode: x.spotifyMode === 'url' ? 'url' : 'search',
    spotifyProfile: textOr(a.spotifyProfile, ''),
    spotifyConnected: connectedName
      ? { name: connectedName, image: typeof x.spotifyConnectedImage === 'string' ? x.spotifyConnectedImage : null }
      : null,
    listenLink: textOr(a.listenLink, ''),
    projectDescription: base.projectDescription,
    submissionIntent: a.submissionIntent === 'keep-updated' ? 'keep-updated' : 'submit-music',
    uploadType: (a.uploadType as UploadType | undefined) ?? base.uploadType,
    releaseType: release.releaseType ?? base.releaseType,
    releaseDate: textOr(a.releaseDate, base.releaseDate),
    // A draft saved before the wizard kept this counts as chosen: its date is never moved without the artist.
    releaseDateChosen: x.releaseDateChosen !== false,
    releaseStrategy: release.releaseStrategy ?? base.releaseStrategy,
    fullReleaseDate: textOr(a.fullReleaseDate, base.fullReleaseDate),
    distributor: textOr(a.distributor, ''),
    catalogueItems: (a.catalogueItems ?? []).map(catalogueItemOf),
    artwork: slotOf(files, a.artworkFileId, typeof x.artworkFileName === 'string' ? x.artworkFileName : ''),
    tracks: tracks.length > 0 ? tracks : base.tracks,
    bio: textOr(a.bio, ''),
    influences: textOr(a.influences, ''),
    publishingInterest: !!a.publishingAdministrationInterest,
    proNumber: textOr(a.proNumber, ''),
    invitationToken: null,
    returningToken: null,
    mondayItemId: a.mondayItemId ?? null,
  };
}

const PREFILLED: (keyof SubmissionForm & keyof SubmissionFormPayload)[] = [
  'firstName',
  'surname',
  'email',
  'artistName',
  'country',
  'city',
  'bio',
  'instagramProfile',
  'tiktokProfile',
  'spotifyProfile',
];

/** A draft never saved yet only carries what the label knows: it fills the blanks, what was typed here stays. */
export function withPrefill(form: SubmissionForm, answers: SubmissionFormPayload): SubmissionForm {
  const filled = { ...form };
  let changed = false;
  for (const key of PREFILLED) {
    const known = answers[key];
    if (typeof known === 'string' && known && !String(filled[key] ?? '').trim()) {
      Object.assign(filled, { [key]: known });
      changed = true;
    }
  }
  // The same form when nothing was filled in: a new one would render the whole wizard again for nothing.
  return changed ? filled : form;
}
