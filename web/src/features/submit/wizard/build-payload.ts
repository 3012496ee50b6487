import type { CreateItemRequest } from '@wire';
import { pickFields } from '@domain/forms/field-values';
import { TRACK_FIELD_NAMES } from '@domain/tracks/track-fields';
import type { SubmissionForm } from '../../../stores/submission-form.model';
import { draftAnswersOf } from '../drafts/draft-answers';

export interface UploadedIds {
  artworkFileId: string | null;
  tracks: Record<string, { fileId: string | null; customArtworkFileId: string | null }>;
}

/** POST /api/monday/create-item: itemName and formData (public flow §7); the API derives the additional data itself. */
export function buildCreateItemPayload(
  form: SubmissionForm,
  ids: UploadedIds,
  bot: { formSession: string | null; website: string; email_confirm: string },
): CreateItemRequest {
  const newMusic = form.uploadType !== 'transfer';
  const tracks = newMusic
    ? form.tracks.map((t) => ({
        ...pickFields(t, TRACK_FIELD_NAMES),
        id: t.id,
        title: t.title.trim(),
        fileId: ids.tracks[t.id]?.fileId ?? undefined,
        fileName: t.audio.fileName,
        useCustomArtwork: t.useCustomArtwork && !!ids.tracks[t.id]?.customArtworkFileId,
        customArtworkFileId: ids.tracks[t.id]?.customArtworkFileId ?? undefined,
        socialClips: t.socialClipsEnabled ? t.socialClips.map((c) => ({ id: c.id, startTime: c.startTime, endTime: c.endTime })) : [],
        credits: t.credits,
      }))
    : [];
  const formData = {
    ...draftAnswersOf(form),
    spotifyProfile: form.hasSpotify ? form.spotifyProfile : '',
    releaseType: newMusic ? form.releaseType : null,
    releaseDate: newMusic ? form.releaseDate : undefined,
    catalogueItems: form.uploadType === 'new-music' ? [] : form.catalogueItems,
    artworkFileId: ids.artworkFileId ?? undefined,
    tracks,
    releaseStrategy: newMusic && tracks.length >= 2 ? form.releaseStrategy : null,
    fullReleaseDate: newMusic ? (form.releaseStrategy === 'together' ? form.releaseDate : form.fullReleaseDate) : undefined,
    invitationToken: form.invitationToken ?? undefined,
    returningToken: form.returningToken ?? undefined,
  };
  return {
    itemName: `${form.artistName.trim()} - ${form.releaseTitle.trim() || 'Catalogue transfer'}`,
    formData,
    formSession: bot.formSession ?? undefined,
    website: bot.website,
    email_confirm: bot.email_confirm,
  };
}
