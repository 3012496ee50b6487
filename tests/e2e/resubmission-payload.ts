import type { StoredSubmission } from '../../application/ports/submission.repository.port';

/** A stored submission back in create-item's wire shape, as the wizard would send it again. */
export function resubmissionPayload(
  stored: StoredSubmission,
  change: (form: Record<string, unknown> & { tracks: Record<string, unknown>[] }) => void,
) {
  const {
    id: _id,
    status: _s,
    createdAt: _c,
    artistId: _a,
    source: _src,
    formSessionId: _f,
    invitationId: _i,
    returningLinkId: _r,
    boardItemId: _b,
    botScore: _bs,
    publishingInterest,
    itemName,
    additionalData,
    tracks,
    catalogueItems,
    ...rest
  } = stored;
  const formData = {
    ...rest,
    publishingAdministrationInterest: publishingInterest,
    artworkFileId: rest.artworkFileId ?? undefined,
    catalogueItems: catalogueItems.map(({ clientId, details: _d, ...item }) => ({ id: clientId, ...item })),
    tracks: tracks.map(({ clientId, socialClips, fileId, customArtworkFileId, ...track }) => ({
      ...track,
      id: clientId,
      fileId: fileId ?? undefined,
      customArtworkFileId: customArtworkFileId ?? undefined,
      socialClips: socialClips.map(({ clientId: clipId, description: _desc, ...clip }) => ({ id: clipId, ...clip })),
    })),
  };
  change(formData);
  return { itemName, additionalData, formData };
}
