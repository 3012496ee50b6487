import type { BoardColumnValues } from '../../ports/board.port';
import type { SubmissionDraft } from '../../ports/submission.repository.port';
import type { WaitingListEntry } from '../../ports/waiting-list.repository.port';

const absolute = (publicUrl: string, path: string) => (path ? new URL(path, publicUrl).toString() : '');

/** The board row of a submission (column ids from BOARD_COLUMNS); file links open in the portal (staff). */
export function submissionColumns(submissionId: string, s: SubmissionDraft, publicUrl: string): BoardColumnValues {
  const links = s.additionalData;
  return {
    kind: s.source === 'invitation' ? 'Invited submission' : 'Submission',
    status: 'Pending',
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
    submission_id: submissionId,
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
