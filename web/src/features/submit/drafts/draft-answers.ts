import type { DraftView, SubmissionFormPayload, TrackPayload } from '@wire';
import { ARTIST_STEP_FIELD_NAMES } from '@domain/forms/artist-step-fields';
import { pickFields } from '@domain/forms/field-values';
import { RELEASE_FIELD_NAMES } from '@domain/release/release-fields';
import { TRACK_FIELD_NAMES } from '@domain/tracks/track-fields';
import type { FileSlot, SubmissionForm, TrackDraft } from '../../../stores/submission-form.model';

type Extras = DraftView['wizard']['extras'];

const fileIdOf = (slot: FileSlot): string | undefined => (slot.state === 'uploaded' && slot.fileId ? slot.fileId : undefined);
/** A name without a stored file tells a reload which upload was cut short; a refused file's name is not kept. */
const fileNameOf = (slot: FileSlot): string | undefined =>
  slot.state === 'uploaded' || slot.state === 'uploading' ? slot.fileName || undefined : undefined;

function trackAnswers(t: TrackDraft): TrackPayload {
  return {
    ...pickFields(t, TRACK_FIELD_NAMES),
    id: t.id,
    fileId: fileIdOf(t.audio),
    fileName: fileNameOf(t.audio),
    customArtworkFileId: fileIdOf(t.customArtwork),
    socialClips: t.socialClips.map((c) => ({ id: c.id, startTime: c.startTime, endTime: c.endTime })),
    credits: t.credits,
  };
}

/**
 * Everything typed so far, nothing dropped: tracks are kept while the release is a transfer and catalogue items
 * while it is new music, so switching back brings them back. Only stored files are referenced.
 */
export function draftAnswersOf(form: SubmissionForm): SubmissionFormPayload {
  return {
    ...pickFields(form, RELEASE_FIELD_NAMES),
    ...pickFields(form, ARTIST_STEP_FIELD_NAMES),
    phone: form.phone,
    instagramProfile: form.instagramProfile,
    tiktokProfile: form.tiktokProfile,
    noInstagram: form.noInstagram,
    noTikTok: form.noTikTok,
    spotifyProfile: form.spotifyProfile,
    listenLink: form.listenLink,
    submissionIntent: form.submissionIntent,
    uploadType: form.uploadType,
    influences: form.influences,
    bio: form.bio,
    proNumber: form.proNumber,
    publishingAdministrationInterest: form.publishingInterest,
    distributor: form.distributor,
    catalogueItems: form.catalogueItems.map((item) => ({ ...item })),
    artworkFileId: fileIdOf(form.artwork),
    tracks: form.tracks.map(trackAnswers),
    mondayItemId: form.mondayItemId ?? undefined,
  };
}

/** The wizard's own choices the submission has no field for. */
export function draftExtrasOf(form: SubmissionForm): Extras {
  return {
    hasSpotify: form.hasSpotify,
    spotifyMode: form.spotifyMode,
    spotifyConnectedName: form.spotifyConnected?.name ?? null,
    spotifyConnectedImage: form.spotifyConnected?.image ?? null,
    // The submission has no field for the artwork's name: kept here so a reload can name an upload it cut short.
    artworkFileName: fileNameOf(form.artwork) ?? null,
    releaseDateChosen: form.releaseDateChosen,
  };
}
