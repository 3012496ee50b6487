import type { SubmissionFormPayload, TrackPayload } from '../../../wire';
import { pickFields } from '../../../domain/forms';
import { RELEASE_FIELD_NAMES } from '../../../domain/release/release-fields';
import { TRACK_FIELD_NAMES } from '../../../domain/tracks';
import type { DraftAnswers } from '../../ports/draft.repository.port';
import type { StoredSubmission, StoredTrack } from '../../ports/submission.repository.port';

/** A stored track as the wizard's answers: every declared track field, then the files, clips and credits. */
function trackAnswers(t: StoredTrack): TrackPayload {
  return {
    ...pickFields(t, TRACK_FIELD_NAMES),
    id: t.clientId,
    ...(t.fileId ? { fileId: t.fileId } : {}),
    fileName: t.fileName,
    ...(t.customArtworkFileId ? { customArtworkFileId: t.customArtworkFileId } : {}),
    socialClips: t.socialClips.map((c) => ({ id: c.clientId, startTime: c.startTime, endTime: c.endTime, description: c.description })),
    credits: t.credits,
  };
}

/** A stored submission as the wizard's answers: what the artist reworks starts from what they sent. */
export function answersFromSubmission(s: StoredSubmission): DraftAnswers {
  const answers: SubmissionFormPayload = {
    ...pickFields(s, RELEASE_FIELD_NAMES),
    firstName: s.firstName,
    surname: s.surname,
    email: s.email,
    phone: s.phone,
    artistName: s.artistName,
    country: s.country,
    city: s.city,
    instagramProfile: s.instagramProfile,
    tiktokProfile: s.tiktokProfile,
    noInstagram: s.noInstagram,
    noTikTok: s.noTikTok,
    spotifyProfile: s.spotifyProfile,
    listenLink: s.listenLink,
    uploadType: s.uploadType,
    influences: s.influences,
    bio: s.bio,
    proNumber: s.proNumber,
    publishingAdministrationInterest: s.publishingInterest,
    distributor: s.distributor,
    ...(s.artworkFileId ? { artworkFileId: s.artworkFileId } : {}),
    tracks: s.tracks.map(trackAnswers),
    catalogueItems: s.catalogueItems.map((i) => ({
      id: i.clientId,
      type: i.type,
      title: i.title,
      artist: i.artist,
      image: i.image,
      spotifyUrl: i.spotifyUrl,
      releaseDate: i.releaseDate,
      isrc: i.isrc,
      upc: i.upc,
      ...(i.details && i.type === 'album' ? { albumDetails: i.details } : {}),
      ...(i.details && i.type === 'track' ? { trackDetails: i.details } : {}),
    })),
  };
  return { ...answers };
}
