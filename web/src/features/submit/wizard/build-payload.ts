import type { CreateItemRequest } from '../../../../../contracts';
import type { SubmissionForm } from '../../../stores/submission-form.model';

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
        id: t.id,
        title: t.title.trim(),
        fileId: ids.tracks[t.id]?.fileId ?? undefined,
        fileName: t.audio.fileName,
        releaseAsSingle: t.releaseAsSingle,
        singleReleaseDate: t.singleReleaseDate,
        singleOrder: t.singleOrder,
        useCustomArtwork: t.useCustomArtwork && !!ids.tracks[t.id]?.customArtworkFileId,
        customArtworkFileId: ids.tracks[t.id]?.customArtworkFileId ?? undefined,
        socialClipsEnabled: t.socialClipsEnabled,
        socialClips: t.socialClipsEnabled ? t.socialClips.map((c) => ({ id: c.id, startTime: c.startTime, endTime: c.endTime })) : [],
        credits: t.credits,
      }))
    : [];
  const formData = {
    firstName: form.firstName,
    surname: form.surname,
    email: form.email,
    phone: form.phone,
    artistName: form.artistName,
    country: form.country,
    city: form.city,
    instagramProfile: form.instagramProfile,
    tiktokProfile: form.tiktokProfile,
    noInstagram: form.noInstagram,
    noTikTok: form.noTikTok,
    spotifyProfile: form.hasSpotify ? form.spotifyProfile : '',
    listenLink: form.listenLink,
    submissionIntent: form.submissionIntent,
    uploadType: form.uploadType,
    releaseType: newMusic ? form.releaseType : null,
    releaseTitle: form.releaseTitle,
    primaryGenre: form.primaryGenre,
    subGenre: form.subGenre,
    releaseDate: newMusic ? form.releaseDate : undefined,
    earlyReleaseRequest: form.earlyReleaseRequest,
    earlyReleaseReason: form.earlyReleaseReason,
    influences: form.influences,
    bio: form.bio,
    proNumber: form.proNumber,
    publishingAdministrationInterest: form.publishingInterest,
    distributor: form.distributor,
    catalogueItems: form.uploadType === 'new-music' ? [] : form.catalogueItems,
    artworkFileId: ids.artworkFileId ?? undefined,
    tracks,
    releaseStrategy: newMusic && tracks.length >= 2 ? form.releaseStrategy : null,
    fullReleaseDate: newMusic ? (form.releaseStrategy === 'together' ? form.releaseDate : form.fullReleaseDate) : undefined,
    invitationToken: form.invitationToken ?? undefined,
    mondayItemId: form.mondayItemId ?? undefined,
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
