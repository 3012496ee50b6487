import type { BoardColumnValues } from '../../ports/board.port';
import type { InvitationRecord } from '../../ports/invitation.repository.port';
import type { StoredSubmission } from '../../ports/submission.repository.port';
import type { WaitingListEntry } from '../../ports/waiting-list.repository.port';

/** Where a submission stands in review: its status, its latest version and the note that came with the status. */
export interface SubmissionReviewState {
  status: string;
  version: number;
  note: string;
}

const absolute = (publicUrl: string, path: string) => (path ? new URL(path, publicUrl).toString() : '');

/** The board row of a submission (column ids from BOARD_COLUMNS); file links open in the portal (staff). */
export function submissionColumns(s: StoredSubmission, review: SubmissionReviewState, publicUrl: string): BoardColumnValues {
  const links = s.additionalData;
  return {
    kind: s.source === 'invitation' ? 'Invited submission' : 'Submission',
    status: review.status,
    version: review.version,
    review_note: review.note,
    first_name: s.firstName,
    surname: s.surname,
    email: s.email,
    artist_name: s.artistName,
    country: s.country,
    city: s.city,
    phone: s.phone,
    instagram: s.instagramProfile,
    tiktok: s.tiktokProfile,
    spotify: s.spotifyProfile,
    upload_type: s.uploadType,
    release_type: s.releaseType,
    release_title: s.releaseTitle,
    primary_genre: s.primaryGenre,
    sub_genre: s.subGenre,
    release_date: s.releaseDate,
    track_count: s.tracks.length,
    distributor: s.distributor,
    transfer_urls: s.catalogueItems.map((c) => c.spotifyUrl).join('\n'),
    main_folder: absolute(publicUrl, links.mainFolderUrl ?? ''),
    audio_urls: (links.audioUrls ?? []).map((url) => absolute(publicUrl, url)).join('\n'),
    image_urls: (links.imageUrls ?? []).map((url) => absolute(publicUrl, url)).join('\n'),
    submission_id: s.id,
  };
}

export function waitingListColumns(entryId: string, e: WaitingListEntry): BoardColumnValues {
  return {
    kind: 'Waiting list',
    status: 'Pending',
    first_name: e.firstName,
    surname: e.surname,
    email: e.email,
    artist_name: e.artistName,
    country: e.country,
    city: e.city,
    phone: e.phone,
    instagram: e.instagramProfile,
    tiktok: e.tiktokProfile,
    spotify: e.spotifyProfile,
    listen_link: e.listenLink,
    project_description: e.projectDescription,
    waiting_list_id: entryId,
  };
}

/** An invited artist's row: a new item, or the artist's waiting-list item moved on to the invitation. */
export function invitationColumns(invitation: InvitationRecord): BoardColumnValues {
  return {
    kind: 'Invitation',
    status: 'Invited',
    first_name: invitation.artist.firstName,
    surname: invitation.artist.surname,
    email: invitation.artist.email,
    artist_name: invitation.artist.artistName,
    artist_code: invitation.artist.artistCode,
    invitation_reason: invitation.reason,
    token_status: 'Sent',
  };
}
